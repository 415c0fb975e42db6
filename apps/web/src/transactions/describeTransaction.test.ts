import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction.ts'
import { TransactionInfoSchema } from './TransactionInfoSchema.ts'
import { ExecutionInfoSchema } from './TransactionSummarySchema.ts'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const other = '0x1234567890AbcdEF1234567890aBcdef12345678'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const options = { nativeCurrency: { symbol: 'ETH', decimals: 18 } }
const plain = (value: string, name: string | null = null) => ({ value, name, logoUri: null })

function describeInfo(txInfo: unknown) {
  return describeTransaction({ txInfo: TransactionInfoSchema.parse(txInfo), executionInfo: null }, options)
}

const transfer = (direction: string, transferInfo: unknown) => ({
  type: 'Transfer',
  sender: plain(direction === 'INCOMING' ? other : safe),
  recipient: plain(direction === 'INCOMING' ? safe : other),
  direction,
  transferInfo,
  humanDescription: null,
})

describe('describeTransaction', () => {
  it('says what moved, and where, for transfers', () => {
    expect(describeInfo(transfer('INCOMING', { type: 'NATIVE_COIN', value: '1000000000000000000' }))).toEqual(
      {
        kind: 'incoming',
        title: 'Received 1 ETH from 0x1234…5678',
        amount: '+1 ETH',
      },
    )
    const erc20 = { type: 'ERC20', tokenAddress: token, value: '5000000', tokenSymbol: 'CDT', decimals: 6 }
    expect(describeInfo(transfer('OUTGOING', erc20))).toEqual({
      kind: 'outgoing',
      title: 'Sent 5 CDT to 0x1234…5678',
      amount: '−5 CDT',
    })
    const nft = { type: 'ERC721', tokenAddress: token, tokenId: '3', tokenSymbol: 'CNFT' }
    expect(describeInfo(transfer('INCOMING', nft))).toMatchObject({
      title: 'Received CNFT #3 from 0x1234…5678',
      amount: null,
    })
    // An ERC-20 the gateway knows nothing about: raw units, not a guessed scale.
    expect(describeInfo(transfer('INCOMING', { type: 'ERC20', tokenAddress: token, value: '7' })).title).toBe(
      'Received 7 tokens from 0x1234…5678',
    )
  })

  it('names the sender of an incoming transfer from the address book, then the gateway', () => {
    const info = TransactionInfoSchema.parse({
      ...transfer('INCOMING', { type: 'NATIVE_COIN', value: '1000000000000000000' }),
      sender: plain(other, 'Exchange hot wallet'),
    })
    expect(describeTransaction({ txInfo: info }, options).title).toBe(
      'Received 1 ETH from Exchange hot wallet',
    )
    const nameOf = (address: { value: string }) => (address.value === other ? 'Alice' : undefined)
    expect(describeTransaction({ txInfo: info }, { ...options, nameOf }).title).toBe(
      'Received 1 ETH from Alice',
    )
    // From the zero address: a mint, nobody to name.
    const minted = TransactionInfoSchema.parse({
      ...transfer('INCOMING', { type: 'NATIVE_COIN', value: '1000000000000000000' }),
      sender: plain('0x0000000000000000000000000000000000000000'),
    })
    expect(describeTransaction({ txInfo: minted }, options).title).toBe('Received 1 ETH (minted)')
  })

  it('prefers the address book, then the gateway name, then the short address', () => {
    const info = TransactionInfoSchema.parse({
      ...transfer('OUTGOING', { type: 'NATIVE_COIN', value: '1' }),
      recipient: plain(other, 'Treasury'),
    })
    expect(describeTransaction({ txInfo: info }, options).title).toBe('Sent < 0.000001 ETH to Treasury')
    const nameOf = (address: { value: string }) => (address.value === other ? 'Alice' : undefined)
    expect(describeTransaction({ txInfo: info }, { ...options, nameOf }).title).toBe(
      'Sent < 0.000001 ETH to Alice',
    )
  })

  it('says what a queued transaction will do, and what an executed one did', () => {
    const outgoing = TransactionInfoSchema.parse(
      transfer('OUTGOING', { type: 'NATIVE_COIN', value: '1000000000000000000' }),
    )
    const threshold = TransactionInfoSchema.parse({
      type: 'SettingsChange',
      dataDecoded: { method: 'changeThreshold', parameters: [] },
      settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 3 },
    })
    const titles = (txStatus: 'AWAITING_CONFIRMATIONS' | 'AWAITING_EXECUTION' | 'SUCCESS') =>
      [outgoing, threshold].map((txInfo) => describeTransaction({ txInfo, txStatus }, options).title)
    expect(titles('AWAITING_CONFIRMATIONS')).toEqual(['Send 1 ETH to 0x1234…5678', 'Change threshold to 3'])
    expect(titles('AWAITING_EXECUTION')).toEqual(['Send 1 ETH to 0x1234…5678', 'Change threshold to 3'])
    expect(titles('SUCCESS')).toEqual(['Sent 1 ETH to 0x1234…5678', 'Changed threshold to 3'])
  })

  it('names settings changes', () => {
    const settings = (settingsInfo: unknown, method = 'addOwnerWithThreshold') => ({
      type: 'SettingsChange',
      dataDecoded: { method, parameters: [] },
      settingsInfo,
    })
    expect(describeInfo(settings({ type: 'ADD_OWNER', owner: plain(other), threshold: 2 }))).toEqual({
      kind: 'settings',
      title: 'Added owner',
      amount: null,
    })
    expect(describeInfo(settings({ type: 'CHANGE_THRESHOLD', threshold: 3 })).title).toBe(
      'Changed threshold to 3',
    )
    expect(describeInfo(settings({ type: 'DELETE_GUARD' })).title).toBe('Removed guard')
    // The SDK's Rust-era name and the wire name read the same.
    expect(
      describeInfo(settings({ type: 'CHANGE_IMPLEMENTATION', implementation: plain(other) })).title,
    ).toBe("Changed the Safe's implementation")
    expect(describeInfo(settings({ type: 'SOMETHING_NEW' }, 'setX')).title).toBe('Settings change: setX')
    expect(describeInfo(settings(null, 'setY')).title).toBe('Settings change: setY')
  })

  it('names contract interactions by their method', () => {
    const custom = (fields: object) => ({
      type: 'Custom',
      to: plain(token),
      dataSize: '68',
      value: '0',
      methodName: null,
      isCancellation: false,
      ...fields,
    })
    expect(describeInfo(custom({ methodName: 'approve' }))).toEqual({
      kind: 'contract',
      title: 'Contract interaction: approve',
      amount: null,
    })
    // An ERC-20 approval the gateway words says what it grants and to whom, not which token it calls.
    expect(
      describeInfo(custom({ methodName: 'approve', humanDescription: 'Approve 1 CDT for 0x1234…5678' })),
    ).toEqual({ kind: 'contract', title: 'Approve 1 CDT for 0x1234…5678', amount: null })
    expect(describeInfo(custom({}))).toMatchObject({ title: 'Contract interaction' })
    expect(describeInfo(custom({ methodName: 'multiSend', actionCount: 3 })).title).toBe('Batch of 3 actions')
    expect(describeInfo(custom({ value: '2000000000000000000' })).amount).toBe('−2 ETH')
    expect(describeInfo(custom({ to: plain(safe), dataSize: '0', isCancellation: true })).title).toBe(
      'On-chain rejection',
    )
    // SignMessageLib's signMessage signs a message on chain; another contract's is just a method.
    const signMessageLib = '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9'
    expect(describeInfo(custom({ to: plain(signMessageLib), methodName: 'signMessage' })).title).toBe(
      'Signed message',
    )
    expect(describeInfo(custom({ to: plain(token), methodName: 'signMessage' })).title).toBe(
      'Contract interaction: signMessage',
    )
  })

  it('says what a queued transaction will do, not what it did', () => {
    const queued = (txInfo: unknown) =>
      describeTransaction(
        { txInfo: TransactionInfoSchema.parse(txInfo), txStatus: 'AWAITING_CONFIRMATIONS' },
        options,
      ).title
    expect(queued(transfer('OUTGOING', { type: 'NATIVE_COIN', value: '1000000000000000000' }))).toBe(
      'Send 1 ETH to 0x1234…5678',
    )
    const settings = (settingsInfo: unknown) => ({
      type: 'SettingsChange',
      dataDecoded: { method: 'm', parameters: [] },
      settingsInfo,
    })
    expect(queued(settings({ type: 'ADD_OWNER', owner: plain(other), threshold: 2 }))).toBe('Add owner')
    expect(queued(settings({ type: 'CHANGE_THRESHOLD', threshold: 3 }))).toBe('Change threshold to 3')
    expect(queued(settings({ type: 'SOMETHING_NEW' }))).toBe('Settings change: m')
    const signMessage = {
      type: 'Custom',
      to: plain('0xd53cd0aB83D845Ac265BE939c57F53AD838012c9'),
      dataSize: '100',
      value: '0',
      methodName: 'signMessage',
      isCancellation: false,
    }
    expect(queued(signMessage)).toBe('Sign message')
    // Executed (or replaced) transactions keep the past tense.
    const executed = describeTransaction(
      {
        txInfo: TransactionInfoSchema.parse(
          settings({ type: 'REMOVE_OWNER', owner: plain(other), threshold: 1 }),
        ),
        txStatus: 'CANCELLED',
      },
      options,
    )
    expect(executed.title).toBe('Removed owner')
  })

  it('covers creation, module executions and variants it does not know', () => {
    expect(
      describeInfo({ type: 'Creation', creator: plain(other), transactionHash: `0x${'ab'.repeat(32)}` }),
    ).toEqual({ kind: 'creation', title: 'Safe created', amount: null })
    const viaModule = describeTransaction(
      {
        txInfo: TransactionInfoSchema.parse(transfer('OUTGOING', { type: 'NATIVE_COIN', value: '0' })),
        executionInfo: ExecutionInfoSchema.parse({ type: 'MODULE', address: plain(other) }),
      },
      options,
    )
    expect(viaModule).toMatchObject({ kind: 'module', title: 'Sent 0 ETH to 0x1234…5678' })
    expect(describeInfo({ type: 'SwapOrder', humanDescription: null })).toMatchObject({ title: 'SwapOrder' })
    // A Transfer the contract would not allow is shown by its type, not mistaken for a transfer.
    expect(describeInfo({ type: 'Transfer', humanDescription: 'Odd' })).toMatchObject({
      kind: 'other',
      title: 'Odd',
    })
  })
})
