import { describe, expect, it } from 'vitest'
import { isAllowedPushEndpoint } from './isAllowedPushEndpoint.ts'

const verdict = (endpoint: string, extra: string[] = []) => {
  const result = isAllowedPushEndpoint(endpoint, extra)
  return result.allowed ? 'allowed' : result.reason
}

describe('isAllowedPushEndpoint', () => {
  it('allows the public push services over https', () => {
    expect(verdict('https://fcm.googleapis.com/fcm/send/abc')).toBe('allowed')
    expect(verdict('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe('allowed')
    expect(verdict('https://web.push.apple.com/QGx')).toBe('allowed')
    expect(verdict('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe('allowed')
  })

  it('refuses other hosts, plain http, other ports and look-alikes', () => {
    expect(verdict('https://evil.example/push')).toMatchInlineSnapshot(
      `"The push endpoint https://evil.example is not a known push service (the operator may allow it with COFFER_PUSH_SERVICE_ORIGINS)"`,
    )
    expect(verdict('http://fcm.googleapis.com/fcm/send/abc')).toBe(
      'The push endpoint http://fcm.googleapis.com is not https',
    )
    expect(verdict('https://fcm.googleapis.com:8443/x')).not.toBe('allowed')
    expect(verdict('https://fcm.googleapis.com.evil.example/x')).not.toBe('allowed')
    expect(verdict('https://notify.windows.com/x')).not.toBe('allowed')
    expect(verdict('https://evilnotify.windows.com.example/x')).not.toBe('allowed')
    expect(verdict('https://user:pw@fcm.googleapis.com/x')).toBe('The push endpoint carries credentials')
    expect(verdict('not a url')).toBe('The push endpoint is not a URL')
  })

  it('allows the exact origins an operator lists, and only those', () => {
    expect(verdict('http://127.0.0.1:4000/push/1', ['http://127.0.0.1:4000'])).toBe('allowed')
    expect(verdict('http://127.0.0.1:4001/push/1', ['http://127.0.0.1:4000'])).not.toBe('allowed')
    expect(verdict('https://127.0.0.1:4000/push/1', ['http://127.0.0.1:4000'])).not.toBe('allowed')
  })
})
