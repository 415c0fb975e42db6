import { describe, expect, it } from 'vitest'
import type { SafeMessage } from '../../messages/messages.schema.ts'
import { toSafeMessage } from './toSafeMessage.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const plain = (value: string) => ({ value, name: null, logoUri: null })
const ecdsa = `0x${'11'.repeat(64)}1b`
const ethSign = `0x${'22'.repeat(64)}1f`

const message: SafeMessage = {
  messageHash: `0x${'ab'.repeat(32)}`,
  status: 'CONFIRMED',
  logoUri: null,
  name: null,
  message: 'hello',
  creationTimestamp: Date.UTC(2026, 0, 1),
  modifiedTimestamp: Date.UTC(2026, 0, 2),
  confirmationsSubmitted: 2,
  confirmationsRequired: 2,
  proposedBy: plain(owner),
  confirmations: [
    { owner: plain(owner), signature: ecdsa },
    { owner: plain(safe), signature: ethSign },
  ],
  preparedSignature: `0x${'33'.repeat(130)}`,
  origin: null,
  signedOnChain: null,
}

describe('toSafeMessage', () => {
  it('answers plain addresses, ISO dates and each signature type read from its v', () => {
    expect(toSafeMessage(message, { safe, safeAppId: 3 })).toEqual({
      created: '2026-01-01T00:00:00.000Z',
      modified: '2026-01-02T00:00:00.000Z',
      safe,
      messageHash: message.messageHash,
      message: 'hello',
      proposedBy: owner,
      safeAppId: 3,
      confirmations: [
        {
          created: '2026-01-02T00:00:00.000Z',
          modified: '2026-01-02T00:00:00.000Z',
          owner,
          signature: ecdsa,
          signatureType: 'EOA',
        },
        {
          created: '2026-01-02T00:00:00.000Z',
          modified: '2026-01-02T00:00:00.000Z',
          owner: safe,
          signature: ethSign,
          signatureType: 'ETH_SIGN',
        },
      ],
      preparedSignature: message.preparedSignature,
      origin: null,
    })
  })
})
