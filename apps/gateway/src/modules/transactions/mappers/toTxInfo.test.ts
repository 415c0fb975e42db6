import { safeAbi, safeDeployments, signMessageLibAbi } from '@coffer/safe'
import { encodeFunctionData, erc20Abi, erc721Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TokenRow } from '../../../db/tables/safeData.ts'
import { decodeCallData } from '../../decoder/decodeCallData.ts'
import { buildMappingContext, testOwners, testSafe } from './mappingContext.fixture.ts'
import { zeroAddress } from './mappingContext.ts'
import { isCancellation, type SafeCall, toTxInfo } from './toTxInfo.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nft = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const other = '0x1111111111111111111111111111111111111111'
const noRefund = {
  safeTxGas: '0',
  baseGas: '0',
  gasPrice: '0',
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
}
const tokenRow = (address: string, type: 'ERC20' | 'ERC721'): TokenRow => ({
  chain_id: 31337,
  address,
  type,
  name: type,
  symbol: type === 'ERC20' ? 'CDT' : 'CNFT',
  decimals: type === 'ERC20' ? 18 : null,
  logo_uri: null,
  trusted: 1,
})
const ctx = buildMappingContext({
  tokens: new Map([
    [token, tokenRow(token, 'ERC20')],
    [nft, tokenRow(nft, 'ERC721')],
  ]),
  names: new Map([[other, { value: other, name: 'Other', logoUri: null }]]),
})

function call(overrides: Partial<SafeCall>): SafeCall {
  const data = overrides.data ?? null
  const to = overrides.to ?? other
  return {
    to,
    value: '0',
    data,
    operation: 0,
    decoded: decodeCallData(data, to, () => undefined),
    ...overrides,
  }
}

describe('toTxInfo', () => {
  it('makes every delegatecall and every call with value and data Custom', () => {
    expect(toTxInfo(call({ operation: 1 }), ctx)).toMatchObject({ type: 'Custom', to: { name: 'Other' } })
    expect(toTxInfo(call({ value: '1', data: '0x12345678' }), ctx)).toMatchObject({
      type: 'Custom',
      dataSize: '4',
      value: '1',
      methodName: null,
      isCancellation: false,
    })
  })

  it('says "Sign message" for a delegatecall of the canonical SignMessageLib, with the call decoded', () => {
    const data = encodeFunctionData({
      abi: signMessageLibAbi,
      functionName: 'signMessage',
      args: [`0x${'ab'.repeat(32)}`],
    })
    const info = toTxInfo(call({ to: safeDeployments.signMessageLib, data, operation: 1 }), ctx)
    expect(info).toMatchObject({
      type: 'Custom',
      methodName: 'signMessage',
      humanDescription: 'Sign message',
    })
    // The same selector elsewhere, or called rather than delegatecalled, signs nothing for the Safe.
    expect(toTxInfo(call({ to: other, data, operation: 1 }), ctx)).toMatchObject({ humanDescription: null })
    expect(toTxInfo(call({ to: safeDeployments.signMessageLib, data, value: '1' }), ctx)).toMatchObject({
      humanDescription: null,
    })
  })

  it('sends native coin as an outgoing Transfer', () => {
    expect(toTxInfo(call({ value: '5' }), ctx)).toEqual({
      type: 'Transfer',
      sender: { value: testSafe, name: null, logoUri: null },
      recipient: { value: other, name: 'Other', logoUri: null },
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '5' },
      humanDescription: null,
    })
  })

  it('reads Safe self-calls as settings changes', () => {
    const data = encodeFunctionData({
      abi: safeAbi,
      functionName: 'removeOwner',
      args: [testOwners[0], testOwners[1], 1n],
    })
    expect(toTxInfo(call({ to: testSafe, data }), ctx)).toMatchObject({
      type: 'SettingsChange',
      settingsInfo: { type: 'REMOVE_OWNER', owner: { value: testOwners[1] }, threshold: 1 },
    })
    const guard = encodeFunctionData({ abi: safeAbi, functionName: 'setGuard', args: [zeroAddress] })
    expect(toTxInfo(call({ to: testSafe, data: guard }), ctx)).toMatchObject({
      settingsInfo: { type: 'DELETE_GUARD' },
    })
  })

  it('reads token transfers of known tokens, relative to the Safe', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, 10n] })
    expect(toTxInfo(call({ to: token, data }), ctx)).toMatchObject({
      type: 'Transfer',
      direction: 'OUTGOING',
      transferInfo: {
        type: 'ERC20',
        tokenAddress: token,
        value: '10',
        decimals: 18,
        trusted: null,
        imitation: false,
      },
    })
    const pull = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [other, testSafe, 7n],
    })
    expect(toTxInfo(call({ to: nft, data: pull }), ctx)).toMatchObject({
      type: 'Transfer',
      direction: 'INCOMING',
      sender: { value: other },
      transferInfo: { type: 'ERC721', tokenId: '7' },
    })
    // Neither side is the Safe, or the token is unknown: a plain contract call.
    const thirdParty = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'transferFrom',
      args: [other, other, 7n],
    })
    expect(toTxInfo(call({ to: nft, data: thirdParty }), ctx).type).toBe('Custom')
    expect(toTxInfo(call({ to: other, data }), ctx)).toMatchObject({ type: 'Custom', methodName: 'transfer' })
  })

  it('recognises rejections: an empty self-call without refund, or with every refund parameter set', () => {
    expect(isCancellation(call({ to: testSafe, refund: noRefund }), testSafe)).toBe(true)
    expect(toTxInfo(call({ to: testSafe, refund: noRefund }), ctx)).toMatchObject({
      type: 'Custom',
      isCancellation: true,
    })
    const relayed = {
      safeTxGas: '1',
      baseGas: '2',
      gasPrice: '3',
      gasToken: zeroAddress,
      refundReceiver: other,
    }
    expect(isCancellation(call({ to: testSafe, refund: relayed }), testSafe)).toBe(true)
    expect(isCancellation(call({ to: testSafe, refund: { ...noRefund, gasPrice: '1' } }), testSafe)).toBe(
      false,
    )
    expect(isCancellation(call({ to: testSafe }), testSafe)).toBe(false)
    expect(isCancellation(call({ to: other, refund: noRefund }), testSafe)).toBe(false)
  })
})
