import { RPC_CALLS } from '@safe-global/safe-apps-sdk'
import { describe, expect, it } from 'vitest'
import { decideRpcCall, safeAppReadCalls } from './decideRpcCall.ts'
import { SafeAppRequestError } from './safeAppsProtocol.ts'

const safeAddress = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function refusal(decide: () => unknown): string {
  try {
    decide()
  } catch (error) {
    if (error instanceof SafeAppRequestError) return error.message
    throw error
  }
  throw new Error('expected a refusal')
}

describe('decideRpcCall', () => {
  it("forwards exactly the SDK's reads, with their params", () => {
    expect([...safeAppReadCalls, 'safe_setSettings'].sort()).toEqual(Object.values(RPC_CALLS).sort())
    expect(
      decideRpcCall({ call: 'eth_getBalance', params: [safeAddress, 'latest'] }, { safeAddress }),
    ).toEqual({
      kind: 'forward',
      method: 'eth_getBalance',
      params: [safeAddress, 'latest'],
    })
    expect(decideRpcCall({ call: 'eth_gasPrice' }, { safeAddress })).toEqual({
      kind: 'forward',
      method: 'eth_gasPrice',
      params: [],
    })
  })

  it('reads safe_setSettings', () => {
    expect(
      decideRpcCall({ call: 'safe_setSettings', params: [{ offChainSigning: false }] }, { safeAddress }),
    ).toEqual({
      kind: 'settings',
      settings: { offChainSigning: false },
    })
    expect(decideRpcCall({ call: 'safe_setSettings', params: [{}] }, { safeAddress })).toEqual({
      kind: 'settings',
      settings: {},
    })
    expect(refusal(() => decideRpcCall({ call: 'safe_setSettings', params: [] }, { safeAddress }))).toBe(
      'Invalid settings',
    )
    expect(
      refusal(() =>
        decideRpcCall({ call: 'safe_setSettings', params: [{ offChainSigning: 'no' }] }, { safeAddress }),
      ),
    ).toBe('Invalid settings')
  })

  it('refuses everything else: "<method>" not implemented — nothing reaches the wallet', () => {
    for (const call of [
      'eth_sendTransaction',
      'eth_sendRawTransaction',
      'eth_accounts',
      'eth_requestAccounts',
      'wallet_switchEthereumChain',
      'anvil_setBalance',
      'debug_traceTransaction',
    ])
      expect(refusal(() => decideRpcCall({ call, params: [] }, { safeAddress }))).toBe(
        `"${call}" not implemented`,
      )
  })

  it("refuses signing calls for another account with the provider's texts, and all of them in the end", () => {
    // personal_sign [message, address]
    expect(
      refusal(() =>
        decideRpcCall({ call: 'personal_sign', params: ['0x68656c6c6f', other] }, { safeAddress }),
      ),
    ).toBe('The address or message hash is invalid')
    // The address comparison ignores case.
    expect(
      refusal(() =>
        decideRpcCall(
          { call: 'personal_sign', params: ['0x68656c6c6f', safeAddress.toLowerCase()] },
          { safeAddress },
        ),
      ),
    ).toBe('"personal_sign" not implemented')
    // eth_sign [address, hash]: the hash must be 0x-prefixed.
    expect(
      refusal(() =>
        decideRpcCall({ call: 'eth_sign', params: [other, `0x${'1'.repeat(64)}`] }, { safeAddress }),
      ),
    ).toBe('The address or message hash is invalid')
    expect(
      refusal(() =>
        decideRpcCall(
          { call: 'eth_sign', params: [safeAddress.toUpperCase().replace('0X', '0x'), 'hello'] },
          { safeAddress },
        ),
      ),
    ).toBe('The address or message hash is invalid')
    expect(
      refusal(() =>
        decideRpcCall({ call: 'eth_sign', params: [safeAddress, `0x${'1'.repeat(64)}`] }, { safeAddress }),
      ),
    ).toBe('"eth_sign" not implemented')
    // eth_signTypedData(_v4) [address, data]
    for (const call of ['eth_signTypedData', 'eth_signTypedData_v4']) {
      expect(refusal(() => decideRpcCall({ call, params: [other, '{}'] }, { safeAddress }))).toBe(
        'The address is invalid',
      )
      expect(refusal(() => decideRpcCall({ call, params: [safeAddress, '{}'] }, { safeAddress }))).toBe(
        `"${call}" not implemented`,
      )
    }
  })

  it('refuses a request without a method or with params that are not a list', () => {
    expect(refusal(() => decideRpcCall(undefined, { safeAddress }))).toBe('Invalid RPC call')
    expect(refusal(() => decideRpcCall({ call: 7 }, { safeAddress }))).toBe('Invalid RPC call')
    expect(
      refusal(() => decideRpcCall({ call: 'eth_call', params: { to: safeAddress } }, { safeAddress })),
    ).toBe('Invalid RPC params')
  })
})
