import { describe, expect, it } from 'vitest'
import { normalizeTypes } from './notificationTypes.ts'
import { base64UrlToBytes, detectPushSupport, getDeviceUuid } from './pushBrowser.ts'

describe('getDeviceUuid', () => {
  it('makes one id per browser and keeps it', () => {
    localStorage.clear()
    const first = getDeviceUuid()
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(getDeviceUuid()).toBe(first)
  })

  it('replaces a stored value that is not a UUID', () => {
    localStorage.setItem('coffer.push.deviceUuid', 'nonsense')
    expect(getDeviceUuid()).not.toBe('nonsense')
  })
})

describe('base64UrlToBytes', () => {
  it('reads unpadded base64url', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff])
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3])
  })
})

describe('detectPushSupport', () => {
  it('needs the Push API, notifications, a service worker and a secure page', () => {
    const navigator = { serviceWorker: {} }
    const scope = (fields: object) => ({ navigator, isSecureContext: true, ...fields })
    expect(detectPushSupport(scope({ Notification: {}, PushManager: {} }))).toBe('supported')
    expect(detectPushSupport(scope({ Notification: {} }))).toBe('unsupported')
    expect(detectPushSupport(scope({ Notification: {}, PushManager: {}, isSecureContext: false }))).toBe(
      'insecure',
    )
    expect(detectPushSupport(scope({ Notification: {}, PushManager: {}, navigator: {} }))).toBe('unsupported')
  })
})

describe('normalizeTypes', () => {
  it("keeps Settings' order and each type once", () => {
    expect(normalizeTypes(['INCOMING_ETHER', 'CONFIRMATION_REQUEST', 'INCOMING_ETHER'])).toEqual([
      'CONFIRMATION_REQUEST',
      'INCOMING_ETHER',
    ])
  })
})
