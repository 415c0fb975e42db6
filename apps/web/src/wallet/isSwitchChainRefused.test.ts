import { SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isSwitchChainRefused } from './isSwitchChainRefused.ts'

const walletError = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('isSwitchChainRefused', () => {
  it('is the person declining the switch (4001)', () => {
    expect(isSwitchChainRefused(new UserRejectedRequestError(walletError(4001, 'User rejected')))).toBe(true)
  })

  it('is the person declining to add a network the wallet did not know', () => {
    // wagmi wraps whatever wallet_addEthereumChain threw in a UserRejectedRequestError.
    const declinedAdd = new UserRejectedRequestError(walletError(4001, 'User rejected the request.'))
    expect(isSwitchChainRefused(declinedAdd)).toBe(true)
    const stayed = new UserRejectedRequestError(new Error('User rejected switch after adding network.'))
    expect(isSwitchChainRefused(stayed)).toBe(true)
  })

  it('is not a wallet that failed to add the network, though wagmi calls that a rejection too', () => {
    const failedAdd = new UserRejectedRequestError(walletError(-32603, 'Internal JSON-RPC error.'))
    expect(isSwitchChainRefused(failedAdd)).toBe(false)
  })

  it('is not another failure', () => {
    expect(isSwitchChainRefused(new SwitchChainError(walletError(-32603, 'boom')))).toBe(false)
    expect(isSwitchChainRefused(new Error('boom'))).toBe(false)
  })
})
