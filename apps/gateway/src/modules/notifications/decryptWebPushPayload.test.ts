import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { createTestPushSubscription } from '../../../test/push/createTestPushSubscription.ts'
import { decryptWebPushPayload } from '../../../test/push/decryptWebPushPayload.ts'

describe('decryptWebPushPayload', () => {
  const subscription = createTestPushSubscription('https://push.example/x')
  const encrypt = (text: string) =>
    webpush.encrypt(subscription.json.keys.p256dh, subscription.json.keys.auth, text, 'aes128gcm').cipherText

  it('reads what an RFC 8291 sender encrypted for the subscription', () => {
    expect(decryptWebPushPayload(encrypt('{"title":"Hi"}'), subscription).toString()).toBe('{"title":"Hi"}')
  })

  it('refuses a tampered body and another subscription', () => {
    const body = Buffer.from(encrypt('hello'))
    body[body.length - 20] = (body[body.length - 20] ?? 0) ^ 1
    expect(() => decryptWebPushPayload(body, subscription)).toThrow()
    const other = createTestPushSubscription('https://push.example/y')
    expect(() => decryptWebPushPayload(encrypt('hello'), other)).toThrow()
  })
})
