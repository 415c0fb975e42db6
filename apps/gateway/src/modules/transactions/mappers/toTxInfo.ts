import { safeDeployments, safeDeployments130 } from '@coffer/safe'
import { plainAddress } from '../../contracts/addressInfo.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'
import type { TxInfo } from '../transactions.schema.ts'
import { dataSize } from './decodedParameters.ts'
import { describeErc20Approval } from './describeErc20Approval.ts'
import { describeSettingsBatch } from './describeSettingsBatch.ts'
import { findTokenTransfer, toDirection } from './findTokenTransfer.ts'
import { type MappingContext, named, sameAddress, zeroAddress } from './mappingContext.ts'
import { settingsMethods, toSettingsInfo } from './toSettingsInfo.ts'

/** A call the Safe made (multisig, module or preview), as the txInfo rules need it. */
export type SafeCall = {
  to: string
  value: string
  data: string | null
  operation: number
  decoded: DataDecoded | null
  /** Refund parameters: only multisig transactions can be cancellations. */
  refund?: { safeTxGas: string; baseGas: string; gasPrice: string; gasToken: string; refundReceiver: string }
}

/** gateway-contract.md §6.3: the first matching rule of Custom / Transfer / SettingsChange (no integrator types). */
export function toTxInfo(call: SafeCall, ctx: MappingContext): TxInfo {
  const safe = ctx.safe.address
  const value = BigInt(call.value)
  const size = dataSize(call.data)
  if ((value > 0n && size > 0) || call.operation !== 0) return toCustom(call, ctx)
  if (value > 0n && size === 0)
    return {
      type: 'Transfer',
      sender: plainAddress(safe),
      recipient: named(ctx, call.to),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: call.value },
      humanDescription: null,
    }
  const decoded = call.decoded
  if (size > 0 && sameAddress(call.to, safe) && decoded && settingsMethods.has(decoded.method))
    return {
      type: 'SettingsChange',
      dataDecoded: decoded,
      settingsInfo: toSettingsInfo(decoded, ctx),
      humanDescription: null,
    }
  const transfer = findTokenTransfer(safe, decoded, ctx.tokens.get(call.to))
  if (transfer) {
    const { token, sender, recipient, amount } = transfer
    const common = {
      type: 'Transfer' as const,
      sender: named(ctx, sender),
      recipient: named(ctx, recipient),
      direction: toDirection(safe, sender, recipient),
      humanDescription: null,
    }
    return token.type === 'ERC721'
      ? {
          ...common,
          transferInfo: {
            type: 'ERC721',
            tokenAddress: token.address,
            tokenId: amount,
            tokenName: token.name,
            tokenSymbol: token.symbol,
            logoUri: token.logo_uri,
            trusted: null,
          },
        }
      : {
          ...common,
          transferInfo: {
            type: 'ERC20',
            tokenAddress: token.address,
            value: amount,
            tokenName: token.name,
            tokenSymbol: token.symbol,
            logoUri: token.logo_uri,
            decimals: token.decimals,
            trusted: null,
            imitation: false,
          },
        }
  }
  return toCustom(call, ctx)
}

function toCustom(call: SafeCall, ctx: MappingContext): TxInfo {
  const methodName = call.decoded?.method ?? null
  return {
    type: 'Custom',
    to: named(ctx, call.to),
    dataSize: String(dataSize(call.data)),
    value: call.value,
    methodName,
    ...(methodName === 'multiSend' && { actionCount: countMultiSendActions(call.decoded) }),
    isCancellation: isCancellation(call, ctx.safe.address),
    humanDescription: isSignMessage(call)
      ? 'Sign message'
      : (describeSettingsBatch(ctx.safe.address, call.decoded) ??
        describeErc20Approval(call.decoded, ctx.tokens.get(call.to), (address) => named(ctx, address).name) ??
        null),
  }
}

const signMessageLibs: readonly string[] = [safeDeployments.signMessageLib, safeDeployments130.signMessageLib]

/**
 * A delegatecall of SignMessageLib's `signMessage(bytes)`: the Safe marks the message as signed on chain
 * (`SignMsg`). Only the canonical libraries: another contract's `signMessage` may do anything.
 */
function isSignMessage(call: SafeCall): boolean {
  return (
    call.operation === 1 &&
    call.decoded?.method === 'signMessage' &&
    signMessageLibs.some((address) => sameAddress(address, call.to))
  )
}

function countMultiSendActions(decoded: DataDecoded | null): number {
  const inner = decoded?.parameters?.[0]?.valueDecoded
  return Array.isArray(inner) ? inner.length : 0
}

/**
 * The "reject transaction" the web app creates: an empty self-call with the same nonce, with either no
 * refund at all or (relayed rejection, CGW 2026-05+) every refund parameter set.
 */
export function isCancellation(call: SafeCall, safe: string): boolean {
  const { refund } = call
  if (!refund) return false
  if (
    !sameAddress(call.to, safe) ||
    dataSize(call.data) !== 0 ||
    BigInt(call.value) !== 0n ||
    call.operation !== 0
  )
    return false
  const isZero = (amount: string) => BigInt(amount) === 0n
  const noRefund =
    isZero(refund.safeTxGas) &&
    isZero(refund.baseGas) &&
    isZero(refund.gasPrice) &&
    sameAddress(refund.gasToken, zeroAddress) &&
    sameAddress(refund.refundReceiver, zeroAddress)
  const fullRefund =
    !isZero(refund.safeTxGas) &&
    !isZero(refund.baseGas) &&
    !isZero(refund.gasPrice) &&
    !sameAddress(refund.refundReceiver, zeroAddress)
  return noRefund || fullRefund
}
