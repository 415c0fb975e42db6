import { type Hex, hashMessage, hexToBytes, isHex } from 'viem'
import { hashSafeAppTypedData, type SafeAppTypedData } from './parseTypedData.ts'

/** A message an app asked the Safe to sign: signMessage's text (or 0x bytes), or signTypedMessage's data. */
export type SafeAppMessage = { kind: 'text'; text: string } | { kind: 'typed'; typedData: SafeAppTypedData }

/**
 * The hash the Safe signs: EIP-191 for text, EIP-712 for typed data. A 0x string is the bytes it spells —
 * what personal_sign means by it, and what Safe{Wallet} hashes after decoding it to text.
 */
export function hashSafeAppMessage(message: SafeAppMessage): Hex {
  if (message.kind === 'typed') return hashSafeAppTypedData(message.typedData)
  return isHex(message.text, { strict: true }) && message.text.length % 2 === 0
    ? hashMessage({ raw: message.text })
    : hashMessage(message.text)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The message as the owner should read it before signing: 0x bytes decoded when they are text, typed data as JSON. */
export function describeSafeAppMessage(message: SafeAppMessage): string {
  if (message.kind === 'typed')
    return JSON.stringify(
      message.typedData,
      (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
      2,
    )
  if (!isHex(message.text, { strict: true }) || message.text.length % 2 !== 0) return message.text
  try {
    return utf8.decode(hexToBytes(message.text))
  } catch {
    return message.text
  }
}
