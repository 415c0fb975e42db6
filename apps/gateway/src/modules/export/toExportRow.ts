import { formatUnits } from 'viem'
import type { TokenRow } from '../../db/tables/safeData.ts'
import { toNote } from '../transactions/index.ts'
import type { ExportExecution, ExportSourceRow } from './export.repository.ts'
import type { ExportRow } from './exportColumns.ts'

export type ExportRowContext = {
  safe: string
  nativeCurrency: { symbol: string; decimals: number }
  tokens: ReadonlyMap<string, TokenRow>
  /** The Safe's executions per chain transaction hash. */
  executions: ReadonlyMap<string, readonly ExportExecution[]>
}

const assetTypes = { NATIVE_COIN: 'native', ERC20: 'erc20', ERC721: 'erc721' } as const

/** One history row as the CSV shows it: amounts in token units, the Safe transaction behind it named. */
export function toExportRow(source: ExportSourceRow, context: ExportRowContext): ExportRow {
  const token = source.tokenAddress === null ? undefined : context.tokens.get(source.tokenAddress)
  const decimals =
    source.type === 'NATIVE_COIN'
      ? context.nativeCurrency.decimals
      : source.type === 'ERC20'
        ? (token?.decimals ?? null)
        : null
  const execution = source.execution ?? (source.inSafeTx ? findExecution(source, context) : undefined)
  return {
    safe: context.safe,
    from: source.from,
    to: source.to,
    amount: toAmount(source, decimals),
    assetType: assetTypes[source.type],
    assetAddress: source.tokenAddress,
    assetSymbol: source.type === 'NATIVE_COIN' ? context.nativeCurrency.symbol : (token?.symbol ?? null),
    assetDecimals: source.type === 'ERC721' ? 0 : decimals,
    tokenId: source.tokenId,
    direction: source.from === source.to ? 'self' : source.to === context.safe ? 'incoming' : 'outgoing',
    nonce: execution?.nonce ?? null,
    proposer: execution?.proposer ?? null,
    proposedAt: execution?.proposedAt ?? null,
    executor: execution?.executor ?? null,
    executedAt: source.executedAt,
    safeTxHash: execution?.safeTxHash ?? null,
    txHash: source.txHash,
    note: execution ? toNote(execution.origin) : null,
  }
}

function toAmount(source: ExportSourceRow, decimals: number | null): string {
  if (source.type === 'ERC721') return '1'
  const value = source.value ?? '0'
  if (decimals === null || !/^\d+$/.test(value)) return value
  return formatUnits(BigInt(value), decimals)
}

/**
 * The execution a transfer belongs to, in its chain transaction: the first multisig execution logged
 * after it (a Safe logs ExecutionSuccess after what the call did; a relayed batch holds several), else
 * the last module transaction logged before it (SafeModuleTransaction comes first).
 */
function findExecution(source: ExportSourceRow, context: ExportRowContext): ExportExecution | undefined {
  let multisig: ExportExecution | undefined
  let module: ExportExecution | undefined
  for (const candidate of context.executions.get(source.txHash) ?? []) {
    if (candidate.kind === 'multisig') {
      if (candidate.logIndex > source.logIndex && (!multisig || candidate.logIndex < multisig.logIndex))
        multisig = candidate
    } else if (candidate.logIndex < source.logIndex && (!module || candidate.logIndex > module.logIndex)) {
      module = candidate
    }
  }
  return multisig ?? module
}
