import {
  SafeMessageItemSchema,
  type SafeMessageListItem,
} from '../../../safe-message/api/SafeMessageSchema.ts'

/** Test owners of the Safe (dev accounts 1-3) and a list item built as the gateway sends one. */
export const messageOwners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
] as const

const addressEx = (value: string) => ({ value, name: null, logoUri: null })

/** A schema-valid MESSAGE item; `fill` makes its hash (`0x` + fill × 32). */
export function messageItem(
  fill: string,
  { created = Date.UTC(2026, 10, 25), message = 'Hello' }: { created?: number; message?: string } = {},
): Extract<SafeMessageListItem, { type: 'MESSAGE' }> {
  return SafeMessageItemSchema.parse({
    type: 'MESSAGE',
    messageHash: `0x${fill.repeat(32)}`,
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message,
    creationTimestamp: created,
    modifiedTimestamp: created,
    confirmationsSubmitted: 1,
    confirmationsRequired: 2,
    proposedBy: addressEx(messageOwners[0]),
    confirmations: [{ owner: addressEx(messageOwners[0]), signature: `0x${'11'.repeat(65)}` }],
    preparedSignature: null,
    origin: null,
  })
}
