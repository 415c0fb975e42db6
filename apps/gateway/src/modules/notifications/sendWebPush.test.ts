import { describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { createTestPushSubscription } from '../../../test/push/createTestPushSubscription.ts'
import { sendWebPush } from './sendWebPush.ts'

describe('sendWebPush', () => {
  it('fails for good, without a request, when the subscription key is no point of the curve', async () => {
    const { json } = createTestPushSubscription('https://push.example/x')
    const offCurve = Buffer.from(json.keys.p256dh, 'base64url')
    offCurve[64] = (offCurve[64] ?? 0) ^ 1
    let requests = 0
    const result = await sendWebPush(
      { ...json, keys: { ...json.keys, p256dh: offCurve.toString('base64url') } },
      '{}',
      {
        vapidKeys: webpush.generateVAPIDKeys(),
        vapidSubject: 'mailto:push@example.com',
        ttlSeconds: 60,
        urgency: 'normal',
        topic: 'delivery-1',
        timeoutMs: 1_000,
        now: Date.now,
        fetch: async () => {
          requests += 1
          return new Response(null, { status: 201 })
        },
      },
    )
    expect(result).toMatchObject({ kind: 'failed' })
    expect(requests).toBe(0)
  })
})
