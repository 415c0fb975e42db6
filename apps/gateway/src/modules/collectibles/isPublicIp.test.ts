import { describe, expect, it } from 'vitest'
import { isPublicIp } from './isPublicIp.ts'

describe('isPublicIp', () => {
  it('refuses loopback, private, link-local and mapped private addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'nope',
    ])
      expect(isPublicIp(ip), ip).toBe(false)
  })

  it('accepts public addresses', () => {
    for (const ip of ['1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicIp(ip), ip).toBe(true)
  })
})
