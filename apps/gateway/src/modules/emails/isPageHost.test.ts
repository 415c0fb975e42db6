import { describe, expect, it } from 'vitest'
import { isPageHost } from './isPageHost.ts'

describe('isPageHost', () => {
  const page = { names: ['coffer.example'], port: 8025 }

  it('accepts loopback names and the configured names on the page port', () => {
    for (const host of [
      'localhost:8025',
      '127.0.0.1:8025',
      '[::1]:8025',
      'LOCALHOST:8025',
      'coffer.example:8025',
    ])
      expect(isPageHost(host, page), host).toBe(true)
    expect(isPageHost('localhost', { names: [], port: 80 })).toBe(true)
    expect(isPageHost('localhost:80', { names: [], port: 80 })).toBe(true)
  })

  it('refuses other names (a rebound site), other ports, and what is no bare host', () => {
    for (const host of [
      undefined,
      '',
      'evil.example:8025',
      'localhost.evil.example:8025',
      'localhost:8026',
      'localhost',
      'evil.example@localhost:8025',
      'localhost:8025/x',
      '[bad',
    ])
      expect(isPageHost(host, page), String(host)).toBe(false)
  })
})
