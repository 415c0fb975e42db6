import { getAddress, isAddress } from 'viem'
import { BadRequestError } from '../queryParsing.ts'

export type ParsedTransactionId =
  | { kind: 'multisig'; safe: string; safeTxHash: string }
  | { kind: 'module'; moduleTxId: string }
  | { kind: 'transfer'; safe: string; transferId: string }
  | { kind: 'safeTxHash'; safeTxHash: string }

function parseSafe(segment: string | undefined): string {
  if (segment === undefined || !isAddress(segment, { strict: false }))
    throw new BadRequestError('Invalid transaction ID')
  return getAddress(segment)
}

/**
 * gateway-contract.md §6.1: split on `_`; `module` ignores its Safe segment, `multisig`/`transfer` need a
 * valid Safe address (400 otherwise); anything else is taken whole as a safeTxHash.
 */
export function parseTransactionId(id: string): ParsedTransactionId {
  const [kind, safeSegment, inner] = id.split('_')
  switch (kind) {
    case 'module':
      return { kind: 'module', moduleTxId: inner ?? '' }
    case 'multisig':
      return { kind: 'multisig', safe: parseSafe(safeSegment), safeTxHash: (inner ?? '').toLowerCase() }
    case 'transfer':
      return { kind: 'transfer', safe: parseSafe(safeSegment), transferId: inner ?? '' }
    default:
      return { kind: 'safeTxHash', safeTxHash: id.toLowerCase() }
  }
}
