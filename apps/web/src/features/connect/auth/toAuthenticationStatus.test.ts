import { describe, expect, it } from 'vitest'
import { toAuthenticationStatus } from './toAuthenticationStatus.ts'

const signer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const session = { status: 'success', data: { signerAddress: signer, chainId: 31337 } } as const

describe('toAuthenticationStatus', () => {
  it('is authenticated only for the session signer, in any case', () => {
    expect(toAuthenticationStatus(session, signer)).toBe('authenticated')
    expect(toAuthenticationStatus(session, signer.toLowerCase())).toBe('authenticated')
    expect(toAuthenticationStatus(session, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')).toBe(
      'unauthenticated',
    )
    expect(toAuthenticationStatus(session, undefined)).toBe('unauthenticated')
  })

  it('waits for the session only when a wallet is connected', () => {
    expect(toAuthenticationStatus({ status: 'pending' }, signer)).toBe('loading')
    expect(toAuthenticationStatus({ status: 'pending' }, undefined)).toBe('unauthenticated')
  })

  it('treats no session or a failed lookup as signed out', () => {
    expect(toAuthenticationStatus({ status: 'success', data: null }, signer)).toBe('unauthenticated')
    expect(toAuthenticationStatus({ status: 'error' }, signer)).toBe('unauthenticated')
  })
})
