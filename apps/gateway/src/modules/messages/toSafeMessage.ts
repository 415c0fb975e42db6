import { EncodeSafeSignaturesError, encodeSafeSignatures } from '@coffer/safe'
import { getAddress, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import type { SafeMessageConfirmationRow, SafeMessageRow } from '../../db/tables/messages.ts'
import type { SignedMessageRow } from '../../db/tables/safeData.ts'
import { UpstreamSchemaError } from '../../errors.ts'
import { type AddressEx, plainAddress } from '../contracts/addressInfo.ts'
import { type SafeMessage, TypedDataSchema } from './messages.schema.ts'

/** Who may confirm for the Safe now and how many must: read at request time, never stored with a message. */
export type SafeOwnership = { owners: readonly string[]; threshold: number }

/** A Safe App's display name and logo (`name`, `logoUri` of a message). */
export type SafeAppInfo = { name: string | null; logoUri: string | null }

export type StoredSafeMessage = {
  row: SafeMessageRow
  confirmations: readonly SafeMessageConfirmationRow[]
  /** The first on-chain `SignMsg` of the hash, if any. */
  signedOnChain: SignedMessageRow | undefined
}

const StoredContentSchema = z.union([z.string(), TypedDataSchema])

/** The message column back as proposed: a text or typed data; anything else is a corrupt row (502). */
export function parseStoredMessage(json: string): z.infer<typeof StoredContentSchema> {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (cause) {
    throw new UpstreamSchemaError('A stored message is not JSON', { cause })
  }
  const parsed = StoredContentSchema.safeParse(value)
  if (!parsed.success)
    throw new UpstreamSchemaError('A stored message is neither a text nor typed data', {
      cause: parsed.error,
    })
  return parsed.data
}

/**
 * CGW's `SafeMessage` (gateway-contract.md §9.3) of a stored message, against the Safe as it is now:
 * CONFIRMED once the confirmations of current owners reach the current threshold (an owner removed
 * since does not count, and a threshold change relabels every stored message), and then the
 * `preparedSignature` of those confirmations, encoded as `checkSignatures` reads them.
 */
export function toSafeMessage(
  { row, confirmations, signedOnChain }: StoredSafeMessage,
  { ownership, proposedBy, app }: { ownership: SafeOwnership; proposedBy: AddressEx; app: SafeAppInfo },
): SafeMessage {
  const owners = new Set(ownership.owners.map((owner) => owner.toLowerCase()))
  const ordered = [...confirmations].sort(
    (a, b) => a.created_at - b.created_at || (a.owner.toLowerCase() < b.owner.toLowerCase() ? -1 : 1),
  )
  const wire = ordered.map((confirmation) => ({
    owner: checksummed(confirmation.owner),
    signature: storedSignature(confirmation.signature),
  }))
  const counted = wire.filter((confirmation) => owners.has(confirmation.owner.toLowerCase()))
  const confirmed = ownership.threshold > 0 && counted.length >= ownership.threshold
  return {
    messageHash: row.message_hash,
    status: confirmed ? 'CONFIRMED' : 'NEEDS_CONFIRMATION',
    logoUri: app.logoUri,
    name: app.name,
    message: parseStoredMessage(row.message),
    creationTimestamp: row.created_at,
    modifiedTimestamp: row.modified_at,
    confirmationsSubmitted: wire.length,
    confirmationsRequired: ownership.threshold,
    proposedBy,
    confirmations: wire.map(({ owner, signature }) => ({ owner: plainAddress(owner), signature })),
    preparedSignature: confirmed ? prepareSignature(counted) : null,
    origin: row.origin,
    signedOnChain: signedOnChain
      ? {
          transactionHash: signedOnChain.tx_hash,
          blockNumber: signedOnChain.block_number,
          timestamp: signedOnChain.signed_at,
        }
      : null,
  }
}

function prepareSignature(confirmations: readonly { owner: `0x${string}`; signature: Hex }[]): Hex {
  try {
    return encodeSafeSignatures(confirmations)
  } catch (cause) {
    if (cause instanceof EncodeSafeSignaturesError)
      throw new UpstreamSchemaError('Stored message confirmations do not encode', { cause })
    throw cause
  }
}

function checksummed(address: string): `0x${string}` {
  if (!isAddress(address, { strict: false }))
    throw new UpstreamSchemaError(`A stored confirmation owner is not an address`)
  return getAddress(address)
}

function storedSignature(signature: string): Hex {
  if (!isHex(signature)) throw new UpstreamSchemaError('A stored message signature is not hex')
  return signature
}
