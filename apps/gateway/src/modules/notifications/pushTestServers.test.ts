import { malformedRequests, sendRawRequest } from '@coffer/http-guard/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { type FcmTestServer, startFcmTestServer } from '../../../test/push/startFcmTestServer.ts'
import { type PushReceiver, startPushReceiver } from '../../../test/push/startPushReceiver.ts'

/** The test push service and FCM stand-in are servers too: no request may stop them, and they must refuse forgeries. */
describe('the test push servers', () => {
  let receiver: PushReceiver
  let fcm: FcmTestServer

  beforeAll(async () => {
    receiver = await startPushReceiver()
    fcm = await startFcmTestServer()
  })
  afterAll(async () => {
    await receiver?.close()
    await fcm?.close()
  })

  it('answer every malformed request below 500 and keep serving', async () => {
    for (const origin of [receiver.origin, fcm.origin]) {
      for (const probe of malformedRequests()) {
        const { responses } = await sendRawRequest(origin, probe.bytes, probe)
        if (!probe.mayGoUnanswered) expect(responses.length, probe.name).toBeGreaterThan(0)
        for (const response of responses) expect(response.status, probe.name).toBeLessThan(500)
      }
      expect((await fetch(`${origin}/nothing`, { method: 'POST' })).status).toBe(404)
    }
  })

  it('refuses a message whose VAPID signature is not under the key it names', async () => {
    const subscription = receiver.subscribe()
    const signer = webpush.generateVAPIDKeys()
    const other = webpush.generateVAPIDKeys()
    const details = webpush.generateRequestDetails(subscription.json, 'hello', {
      vapidDetails: { subject: 'mailto:test@example.org', ...signer },
      contentEncoding: 'aes128gcm',
    })
    const headers = Object.fromEntries(
      Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
    )
    const forged = {
      ...headers,
      Authorization: headers.Authorization?.replace(signer.publicKey, other.publicKey) ?? '',
    }
    const before = receiver.problems.length
    const response = await fetch(details.endpoint, { method: 'POST', headers: forged, body: details.body })
    expect(response.status).toBe(401)
    expect(receiver.problems.slice(before)).toEqual([expect.stringMatching(/^VAPID: /)])

    const genuine = await fetch(details.endpoint, { method: 'POST', headers, body: details.body })
    expect(genuine.status).toBe(201)
    expect(receiver.received.at(-1)?.text).toBe('hello')
  })
})
