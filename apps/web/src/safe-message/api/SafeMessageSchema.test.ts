import { describe, expect, it } from 'vitest'
import { SafeMessagePageSchema, SafeMessageSchema } from './SafeMessageSchema.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wire = {
  messageHash: `0x${'aa'.repeat(32)}`,
  status: 'CONFIRMED',
  logoUri: null,
  name: null,
  message: 'Hello',
  creationTimestamp: 1,
  modifiedTimestamp: 2,
  confirmationsSubmitted: 1,
  confirmationsRequired: 1,
  proposedBy: { value: owner.toLowerCase(), name: null, logoUri: null },
  confirmations: [{ owner: { value: owner, name: null, logoUri: null }, signature: '0x12' }],
  preparedSignature: '0x12',
  origin: null,
}

describe('SafeMessageSchema', () => {
  it("reads CGW's message, checksumming addresses; the SDK's optional fields may be absent", () => {
    const { preparedSignature: _, origin: __, ...sdkShaped } = wire
    const parsed = SafeMessageSchema.parse(sdkShaped)
    expect(parsed.proposedBy.value).toBe(owner)
    expect(parsed.preparedSignature).toBeNull()
    expect(parsed.signedOnChain).toBeNull()
  })

  it("reads Coffer's signedOnChain extension, and never loses a message over a shape it cannot read", () => {
    const signedOnChain = {
      transactionHash: `0x${'bb'.repeat(32)}`,
      blockNumber: 12,
      timestamp: 1_764_000_000_000,
    }
    expect(SafeMessageSchema.parse({ ...wire, signedOnChain }).signedOnChain).toEqual(signedOnChain)
    expect(SafeMessageSchema.parse({ ...wire, signedOnChain: null }).signedOnChain).toBeNull()
    expect(SafeMessageSchema.parse({ ...wire, signedOnChain: true }).signedOnChain).toBeNull()
  })

  it('skips a list item it cannot read rather than the page', () => {
    const page = SafeMessagePageSchema.parse({
      next: null,
      results: [
        { type: 'DATE_LABEL', timestamp: 0 },
        { type: 'MESSAGE', ...wire },
        { type: 'MESSAGE', ...wire, messageHash: 'not a hash' },
        { type: 'SOMETHING_NEW' },
      ],
    })
    expect(page.items.map((item) => item.type)).toEqual(['DATE_LABEL', 'MESSAGE'])
  })
})
