import { toCsvLine } from './toCsvLine.ts'

/** One row of the export: one transfer (native, ERC-20, ERC-721) into or out of the Safe. */
export type ExportRow = {
  safe: string
  from: string
  to: string
  /** In token units (`1.5`), or base units when the token's decimals are unknown; `1` for an NFT. */
  amount: string
  assetType: 'native' | 'erc20' | 'erc721'
  /** null for the native coin. */
  assetAddress: string | null
  assetSymbol: string | null
  assetDecimals: number | null
  tokenId: string | null
  direction: 'incoming' | 'outgoing' | 'self'
  /** The Safe transaction (multisig) that moved it; null for a transfer the Safe only received. */
  nonce: number | null
  proposer: string | null
  proposedAt: number | null
  /** Who sent `execTransaction`, or the module that executed; null when only received. */
  executor: string | null
  executedAt: number
  safeTxHash: string | null
  txHash: string
  note: string | null
}

/**
 * The columns, in order: the leading product's export (Safe, from, to, amount, asset, created and executed
 * dates, proposer, executor, tx hash, note), with the asset split into type, address, symbol and decimals,
 * and the NFT id, direction, nonce and safeTxHash added for reconciliation. Dates are ISO 8601 UTC.
 */
const columns: readonly { header: string; cell: (row: ExportRow) => string }[] = [
  { header: 'Safe Address', cell: (row) => row.safe },
  { header: 'From Address', cell: (row) => row.from },
  { header: 'To Address', cell: (row) => row.to },
  { header: 'Amount', cell: (row) => row.amount },
  { header: 'Asset Type', cell: (row) => row.assetType },
  { header: 'Asset Address', cell: (row) => row.assetAddress ?? '' },
  { header: 'Asset Symbol', cell: (row) => row.assetSymbol ?? '' },
  { header: 'Asset Decimals', cell: (row) => (row.assetDecimals === null ? '' : String(row.assetDecimals)) },
  { header: 'Token ID', cell: (row) => row.tokenId ?? '' },
  { header: 'Direction', cell: (row) => row.direction },
  { header: 'Nonce', cell: (row) => (row.nonce === null ? '' : String(row.nonce)) },
  { header: 'Proposer Address', cell: (row) => row.proposer ?? '' },
  { header: 'Created at', cell: (row) => (row.proposedAt === null ? '' : toIsoDate(row.proposedAt)) },
  { header: 'Executor Address', cell: (row) => row.executor ?? '' },
  { header: 'Executed at', cell: (row) => toIsoDate(row.executedAt) },
  { header: 'Safe Tx Hash', cell: (row) => row.safeTxHash ?? '' },
  { header: 'Transaction Hash', cell: (row) => row.txHash },
  { header: 'Note', cell: (row) => row.note ?? '' },
]

export const exportCsvHeaders: readonly string[] = columns.map((column) => column.header)

/**
 * The file's first line. It starts with a byte-order mark: Excel reads a CSV without one in the system's
 * code page, which garbles notes and symbols outside ASCII.
 */
export function toExportCsvHeader(): string {
  return `\uFEFF${toCsvLine(exportCsvHeaders)}`
}

export function toExportCsvLine(row: ExportRow): string {
  return toCsvLine(columns.map((column) => column.cell(row)))
}

function toIsoDate(ms: number): string {
  return new Date(ms).toISOString()
}
