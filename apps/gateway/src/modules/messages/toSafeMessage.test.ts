import { splitSafeSignatures } from '@coffer/safe'
import { concat, type Hex, isHex, numberToHex, pad, size } from 'viem'
import { describe, expect, it } from 'vitest'
import type { SafeMessageConfirmationRow, SafeMessageRow } from '../../db/tables/messages.ts'
import { plainAddress } from '../contracts/addressInfo.ts'
import { toSafeMessage } from './toSafeMessage.ts'

const [a, b, c] = [
  '0x1000000000000000000000000000000000000001',
  '0x2000000000000000000000000000000000000002',
  '0x3000000000000000000000000000000000000003',
] as const
const ecdsa = (byte: string): Hex => concat([`0x${byte.repeat(64)}`, '0x1c'])
const contract = (owner: Hex, inner: Hex): Hex =>
  concat([pad(owner), pad(numberToHex(65)), '0x00', pad(numberToHex(size(inner))), inner])
const row: SafeMessageRow = {
  chain_id: 31337,
  message_hash: `0x${'11'.repeat(32)}`,
  safe: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
  message: JSON.stringify('hello'),
  proposed_by: c,
  safe_app_id: null,
  origin: null,
  created_at: 1_000,
  modified_at: 3_000,
}
const confirmation = (owner: string, signature: Hex, createdAt: number): SafeMessageConfirmationRow => ({
  chain_id: 31337,
  message_hash: row.message_hash,
  owner,
  signature,
  signature_type: signature.length > 132 ? 'CONTRACT_SIGNATURE' : 'EOA',
  created_at: createdAt,
})
const confirmations = [
  confirmation(c, ecdsa('cc'), 1_000),
  confirmation(a, contract(a, '0xdeadbeef'), 2_000),
  confirmation(b, ecdsa('bb'), 3_000),
]
const hex = (value: string | null): Hex => {
  if (value === null || !isHex(value)) throw new Error(`Not a prepared signature: ${value}`)
  return value
}
const map = (owners: readonly string[], threshold: number, stored = confirmations) =>
  toSafeMessage(
    { row, confirmations: stored, signedOnChain: undefined },
    {
      ownership: { owners, threshold },
      proposedBy: plainAddress(c),
      app: { name: null, logoUri: null },
    },
  )

describe('toSafeMessage', () => {
  it('is CONFIRMED at the threshold, with the signatures ordered by owner and the dynamic part last', () => {
    const message = map([a, b, c], 3)
    expect(message).toMatchObject({
      status: 'CONFIRMED',
      confirmationsSubmitted: 3,
      confirmationsRequired: 3,
    })
    expect(message.confirmations.map((item) => item.owner.value)).toEqual([c, a, b])
    const parts = splitSafeSignatures(hex(message.preparedSignature))
    expect(parts.map((part) => part.type)).toEqual(['CONTRACT_SIGNATURE', 'EOA', 'EOA'])
    expect(Number(BigInt(parts[0]?.s ?? '0x0'))).toBe(3 * 65)
  })

  it('needs confirmation below the current threshold, with no prepared signature', () => {
    expect(map([a, b, c], 4)).toMatchObject({ status: 'NEEDS_CONFIRMATION', preparedSignature: null })
  })

  it('does not count the confirmation of an owner removed since', () => {
    const message = map([a, b], 3)
    expect(message).toMatchObject({ status: 'NEEDS_CONFIRMATION', confirmationsSubmitted: 3 })
    const confirmed = map([b, c], 2)
    expect(splitSafeSignatures(hex(confirmed.preparedSignature))).toHaveLength(2)
  })

  it('answers a corrupt stored row with a 502, not a 500', () => {
    expect(() => map([a], 1, [confirmation(a, '0x12', 1)])).toThrow(
      'Stored message confirmations do not encode',
    )
    expect(() =>
      toSafeMessage(
        { row: { ...row, message: '{"not":"typed data"}' }, confirmations: [], signedOnChain: undefined },
        {
          ownership: { owners: [a], threshold: 1 },
          proposedBy: plainAddress(c),
          app: { name: null, logoUri: null },
        },
      ),
    ).toThrow('A stored message is neither a text nor typed data')
  })
})
