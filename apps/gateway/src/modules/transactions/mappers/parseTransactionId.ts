import { getAddress, isAddress } from 'viem'
import { BadRequestError } from '../queryParsing.ts'

export type ParsedTransactionId =
  | { kind: 'multisig'; safe: string; safeTxHash: string }
  | { kind: 'module'; moduleTxId: string }
  | { kind: 'transfer'; safe: string; transferId: string }
  | { kind: 'creation'; safe: string }
  | { kind: 'safeTxHash'; safeTxHash: string }
  /** An id no stored transaction can have (not a hash, not an indexer id): 404 without a lookup. */
  | { kind: 'unknown' }

const hashPattern = /^0x[0-9a-f]{64}$/i
/** The indexer's ids: `i`/`e` + transaction hash without 0x + log index or trace address. */
const moduleTxIdPattern = /^i[0-9a-f]{64}[0-9,]*$/i
const transferIdPattern = /^[ei][0-9a-f]{64}[0-9,]*$/i

function parseSafe(segment: string | undefined): string {
  if (segment === undefined || !isAddress(segment, { strict: false }))
    throw new BadRequestError('Invalid transaction ID')
  return getAddress(segment)
}

/**
 * gateway-contract.md §6.1: split on `_`; `module` ignores its Safe segment, `multisig`/`transfer` need a
 * valid Safe address (400 otherwise); anything else is taken whole as a safeTxHash. An inner id of the
 * wrong shape cannot name a stored transaction (and PostgreSQL refuses some, e.g. a NUL): `unknown`. `creation_{safe}`,
 * the history's creation item, is resolved too (CGW answers 404 for it): the history row and its page
 * show the creation's details like any other transaction's.
 */
export function parseTransactionId(id: string): ParsedTransactionId {
  const [kind, safeSegment, inner = ''] = id.split('_')
  switch (kind) {
    case 'module':
      return moduleTxIdPattern.test(inner) ? { kind: 'module', moduleTxId: inner } : { kind: 'unknown' }
    case 'multisig': {
      const safe = parseSafe(safeSegment)
      return hashPattern.test(inner)
        ? { kind: 'multisig', safe, safeTxHash: inner.toLowerCase() }
        : { kind: 'unknown' }
    }
    case 'transfer': {
      const safe = parseSafe(safeSegment)
      return transferIdPattern.test(inner)
        ? { kind: 'transfer', safe, transferId: inner }
        : { kind: 'unknown' }
    }
    case 'creation':
      if (inner !== '') throw new BadRequestError('Invalid transaction ID')
      return { kind: 'creation', safe: parseSafe(safeSegment) }
    default:
      return hashPattern.test(id) ? { kind: 'safeTxHash', safeTxHash: id.toLowerCase() } : { kind: 'unknown' }
  }
}
