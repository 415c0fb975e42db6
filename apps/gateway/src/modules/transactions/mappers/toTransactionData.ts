import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { AddressEx } from '../../contracts/addressInfo.ts'
import type { DataDecoded, InternalTransaction } from '../../decoder/decoder.types.ts'
import type { TokenInfo, TransactionData } from '../transactions.schema.ts'
import { findTokenTransfer } from './findTokenTransfer.ts'
import { type MappingContext, named, sameAddress, zeroAddress } from './mappingContext.ts'
import type { SafeCall } from './toTxInfo.ts'

const maxTokenInfoIndexEntries = 100

/** The calls a MultiSend batch carries (empty for anything else). */
export function multiSendTransactions(decoded: DataDecoded | null): InternalTransaction[] {
  if (decoded?.method !== 'multiSend') return []
  const inner = decoded.parameters?.[0]?.valueDecoded
  return Array.isArray(inner) ? inner : []
}

function addressParameters(decoded: DataDecoded | null): string[] {
  return (decoded?.parameters ?? []).flatMap((parameter) =>
    parameter.type === 'address' && typeof parameter.value === 'string' ? [parameter.value] : [],
  )
}

/**
 * Addresses `addressInfoIndex` may name (§6.4): top-level `address` parameters, and for MultiSend every
 * inner call's `to` and its `address` parameters.
 */
export function collectDecodedAddresses(decoded: DataDecoded | null): string[] {
  return [
    ...addressParameters(decoded),
    ...multiSendTransactions(decoded).flatMap((tx) => [tx.to, ...addressParameters(tx.dataDecoded)]),
  ]
}

export function toAddressInfoIndex(
  decoded: DataDecoded | null,
  ctx: MappingContext,
): Record<string, AddressEx> | null {
  const index: Record<string, AddressEx> = {}
  for (const address of collectDecodedAddresses(decoded)) {
    if (sameAddress(address, zeroAddress)) continue
    const info = named(ctx, address)
    if (info.name !== null) index[address] = info
  }
  return Object.keys(index).length > 0 ? index : null
}

function toTokenInfo(token: TokenRow): TokenInfo {
  return {
    type: token.type,
    address: token.address,
    decimals: token.decimals ?? 0,
    symbol: token.symbol,
    name: token.name,
    logoUri: token.logo_uri ?? '',
    trusted: token.trusted === 1,
  }
}

/** CGW-only: the tokens a MultiSend batch moves (native coin under the zero address), at most 100. */
export function toTokenInfoIndex(
  decoded: DataDecoded | null,
  ctx: MappingContext,
): Record<string, TokenInfo> | null {
  const index: Record<string, TokenInfo> = {}
  for (const tx of multiSendTransactions(decoded)) {
    if (Object.keys(index).length >= maxTokenInfoIndexEntries) break
    if (tx.value !== null && tx.value !== '0') {
      index[zeroAddress] = {
        type: 'NATIVE_TOKEN',
        address: zeroAddress,
        decimals: ctx.nativeCurrency.decimals,
        symbol: ctx.nativeCurrency.symbol,
        name: ctx.nativeCurrency.name,
        logoUri: ctx.nativeCurrency.logoUri,
        trusted: true,
      }
      continue
    }
    const transfer = findTokenTransfer(ctx.safe.address, tx.dataDecoded, ctx.tokens.get(tx.to))
    if (transfer) index[transfer.token.address] = toTokenInfo(transfer.token)
  }
  return Object.keys(index).length > 0 ? index : null
}

/** §6.4: null for a CALL; for a delegatecall, whether the target is trusted and no inner call delegates again. */
export function toTrustedDelegateCallTarget(call: SafeCall, ctx: MappingContext): boolean | null {
  if (call.operation === 0) return null
  const trusted = ctx.registry.find(call.to)?.trustedForDelegateCall ?? false
  return trusted && !multiSendTransactions(call.decoded).some((tx) => tx.operation === 1)
}

export function toTransactionData(call: SafeCall, ctx: MappingContext): TransactionData {
  return {
    hexData: call.data,
    dataDecoded: call.decoded,
    to: named(ctx, call.to),
    value: call.value,
    operation: call.operation === 1 ? 1 : 0,
    trustedDelegateCallTarget: toTrustedDelegateCallTarget(call, ctx),
    addressInfoIndex: toAddressInfoIndex(call.decoded, ctx),
    tokenInfoIndex: toTokenInfoIndex(call.decoded, ctx),
  }
}

export function toGasTokenInfo(gasToken: string, ctx: MappingContext): TokenInfo | null {
  if (sameAddress(gasToken, zeroAddress)) return null
  const token = ctx.tokens.get(gasToken)
  return token ? toTokenInfo(token) : null
}
