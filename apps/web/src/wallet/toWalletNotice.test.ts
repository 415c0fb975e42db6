import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toWalletNotice } from './toWalletNotice.ts'

const refused = new UserRejectedRequestError(new Error('User rejected the request.'))
const unsupported = new SwitchChainError(Object.assign(new Error('not supported'), { code: 4200 }))

describe('toWalletNotice', () => {
  it('says so when the person refuses the sign-in signature, and clears on the next try', () => {
    expect(toWalletNotice({ name: 'signMessage', status: 'error', error: refused })).toBe('signature_refused')
    expect(toWalletNotice({ name: 'signMessage', status: 'pending', error: null })).toBeNull()
  })

  it('leaves other signing failures to RainbowKit’s own error text', () => {
    expect(toWalletNotice({ name: 'signMessage', status: 'error', error: new Error('boom') })).toBeUndefined()
  })

  it('tells a person whose wallet cannot switch networks to switch in the wallet', () => {
    expect(toWalletNotice({ name: 'switchChain', status: 'error', error: unsupported })).toBe(
      'switch_not_supported',
    )
    expect(toWalletNotice({ name: 'switchChain', status: 'pending', error: null })).toBeNull()
  })

  it('says a refused or failed network switch in words, since the network simply stays the same', () => {
    expect(toWalletNotice({ name: 'switchChain', status: 'error', error: refused })).toBe('switch_refused')
    const failed = new SwitchChainError(Object.assign(new Error('boom'), { code: -32603 }))
    expect(toWalletNotice({ name: 'switchChain', status: 'error', error: failed })).toBe('switch_failed')
  })

  it('ignores every other wallet request', () => {
    expect(toWalletNotice({ name: 'sendTransaction', status: 'error', error: refused })).toBeUndefined()
  })
})
