import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isSwitchChainUnsupported } from './isSwitchChainUnsupported.ts'

describe('isSwitchChainUnsupported', () => {
  it('finds the wallet’s "unsupported method" answer under wagmi’s wrapping', () => {
    const walletAnswer = Object.assign(new Error('The requested method is not supported'), { code: 4200 })
    expect(isSwitchChainUnsupported(new SwitchChainError(walletAnswer))).toBe(true)
    expect(isSwitchChainUnsupported({ code: -32601, message: 'Method not found' })).toBe(true)
  })

  it('does not mistake a refusal or an unknown chain for a wallet that cannot switch', () => {
    expect(isSwitchChainUnsupported(new UserRejectedRequestError(new Error('User rejected')))).toBe(false)
    expect(isSwitchChainUnsupported({ code: 4902, message: 'Unrecognized chain' })).toBe(false)
    expect(isSwitchChainUnsupported(undefined)).toBe(false)
    expect(isSwitchChainUnsupported('boom')).toBe(false)
  })
})
