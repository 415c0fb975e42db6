import { safeAbi, safeProxyFactoryAbi } from '@coffer/safe'
import { type Abi, decodeEventLog, erc20Abi, erc721Abi, type Hex } from 'viem'

/** A log as the node returns it in a receipt, reduced to what the explorer shows. */
export type RawLog = { address: string; logIndex: number | null; topics: readonly Hex[]; data: Hex }

export type ExplorerLogArg = { name: string; value: string }

/** A receipt's log: its event and arguments when a known ABI reads it, else its raw topics and data. */
export type ExplorerLog = {
  address: string
  logIndex: number | null
  event: string | null
  args: ExplorerLogArg[]
  topics: readonly Hex[]
  data: Hex
}

/**
 * The ABIs tried in turn. ERC-20 and ERC-721 `Transfer` share a signature and differ only in which
 * arguments are indexed, so each ABI is tried alone: the first whose topics fit wins.
 */
const knownAbis: readonly Abi[] = [safeAbi, safeProxyFactoryAbi, erc20Abi, erc721Abi]

function formatArg(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string') return value
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item))
}

/** Reads one log with the Safe, proxy factory and token ABIs; an unknown event keeps its raw form. */
export function decodeExplorerLog(log: RawLog): ExplorerLog {
  const [signature, ...rest] = log.topics
  const base = { address: log.address, logIndex: log.logIndex, topics: log.topics, data: log.data }
  if (signature === undefined) return { ...base, event: null, args: [] }
  for (const abi of knownAbis) {
    try {
      const decoded = decodeEventLog({ abi, topics: [signature, ...rest], data: log.data, strict: true })
      const args: ExplorerLogArg[] =
        decoded.args === undefined
          ? []
          : Array.isArray(decoded.args)
            ? decoded.args.map((value, index) => ({ name: String(index), value: formatArg(value) }))
            : Object.entries(decoded.args).map(([name, value]) => ({ name, value: formatArg(value) }))
      return { ...base, event: decoded.eventName ?? null, args }
    } catch {
      // Not this ABI's event (or not with these indexed arguments): try the next one.
    }
  }
  return { ...base, event: null, args: [] }
}

/** A Safe transaction a chain transaction executed, read from the Safe's ExecutionSuccess/Failure log. */
export type SafeExecution = { safe: string; safeTxHash: string; success: boolean }

export function findSafeExecutions(logs: readonly ExplorerLog[]): SafeExecution[] {
  return logs.flatMap((log) => {
    if (log.event !== 'ExecutionSuccess' && log.event !== 'ExecutionFailure') return []
    const safeTxHash = log.args.find((arg) => arg.name === 'txHash')?.value
    if (safeTxHash === undefined) return []
    return [{ safe: log.address, safeTxHash, success: log.event === 'ExecutionSuccess' }]
  })
}
