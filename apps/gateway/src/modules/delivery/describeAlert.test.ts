import { describe, expect, it } from 'vitest'
import { summarize } from './describeAlert.ts'

const eth = { symbol: 'ETH', decimals: 18 }
const treasury = { value: '0x1111111111111111111111111111111111111111', name: 'Treasury', logoUri: null }
const unnamed = { value: '0x2222222222222222222222222222222222222222', name: null, logoUri: null }

describe('summarize', () => {
  it('words transfers with their amounts and the counterparty', () => {
    expect(
      summarize(
        {
          type: 'Transfer',
          sender: unnamed,
          recipient: treasury,
          direction: 'OUTGOING',
          transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
          humanDescription: null,
        },
        eth,
      ),
    ).toBe('Send 1 ETH to Treasury')
    expect(
      summarize(
        {
          type: 'Transfer',
          sender: unnamed,
          recipient: treasury,
          direction: 'OUTGOING',
          transferInfo: {
            type: 'ERC20',
            tokenAddress: unnamed.value,
            value: '2500000',
            tokenName: 'USD Coin',
            tokenSymbol: 'USDC',
            logoUri: null,
            decimals: 6,
            trusted: true,
            imitation: false,
          },
          humanDescription: null,
        },
        eth,
      ),
    ).toBe('Send 2.5 USDC to Treasury')
  })

  it('words settings changes and custom calls', () => {
    expect(
      summarize(
        {
          type: 'SettingsChange',
          dataDecoded: { method: 'changeThreshold', parameters: [] },
          settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 2 },
          humanDescription: null,
        },
        eth,
      ),
    ).toBe('Change the threshold to 2')
    expect(
      summarize(
        {
          type: 'Custom',
          to: unnamed,
          dataSize: '68',
          value: '0',
          methodName: 'approve',
          isCancellation: false,
          humanDescription: null,
        },
        eth,
      ),
    ).toBe('Call approve on 0x2222…2222')
  })
})
