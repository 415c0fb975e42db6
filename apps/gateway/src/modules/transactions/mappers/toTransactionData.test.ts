import { multiSendAbi } from '@coffer/safe'
import { type Address, encodeFunctionData, encodePacked, erc20Abi, size } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { RegistryContract } from '../../contracts/contractRegistry.ts'
import { decodeCallData } from '../../decoder/decodeCallData.ts'
import { buildMappingContext, testSafe } from './mappingContext.fixture.ts'
import { zeroAddress } from './mappingContext.ts'
import { toTransactionData } from './toTransactionData.ts'

const multiSend: Address = '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const friend: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const registryEntry = (address: string, trustedForDelegateCall: boolean): RegistryContract => ({
  address,
  name: 'MultiSend',
  displayName: 'MultiSend',
  logoUri: null,
  abi: null,
  functions: [],
  trustedForDelegateCall,
})
const tokenRow: TokenRow = {
  chain_id: 31337,
  address: token,
  type: 'ERC20',
  name: 'Coffer Demo Token',
  symbol: 'CDT',
  decimals: 18,
  logo_uri: null,
  trusted: 1,
}

function batch(calls: { operation: number; to: Address; value: bigint; data: `0x${string}` }[]) {
  const packed = `0x${calls
    .map((c) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [c.operation, c.to, c.value, BigInt(size(c.data)), c.data],
      ).slice(2),
    )
    .join('')}` as const
  return encodeFunctionData({ abi: multiSendAbi, functionName: 'multiSend', args: [packed] })
}

describe('toTransactionData', () => {
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [friend, 1n] })
  const data = batch([
    { operation: 0, to: token, value: 0n, data: transfer },
    { operation: 0, to: friend, value: 2n, data: '0x' },
  ])
  const ctx = buildMappingContext({
    contracts: [registryEntry(multiSend, true)],
    tokens: new Map([[token, tokenRow]]),
    names: new Map([
      [token, { value: token, name: 'Coffer Demo Token', logoUri: null }],
      [multiSend, { value: multiSend, name: 'MultiSend 1.4.1', logoUri: null }],
    ]),
  })
  const call = (operation: number, callData: string, to: string = multiSend) => ({
    to,
    value: '0',
    data: callData,
    operation,
    decoded: decodeCallData(callData, to, () => undefined),
  })

  it('indexes named addresses and the tokens a MultiSend batch moves', () => {
    const txData = toTransactionData(call(1, data), ctx)
    expect(txData).toMatchObject({
      hexData: data,
      to: { value: multiSend, name: 'MultiSend 1.4.1' },
      operation: 1,
      trustedDelegateCallTarget: true,
      addressInfoIndex: { [token]: { value: token, name: 'Coffer Demo Token', logoUri: null } },
    })
    expect(txData.tokenInfoIndex).toEqual({
      [token]: {
        type: 'ERC20',
        address: token,
        decimals: 18,
        symbol: 'CDT',
        name: 'Coffer Demo Token',
        logoUri: '',
        trusted: true,
      },
      [zeroAddress]: {
        type: 'NATIVE_TOKEN',
        address: zeroAddress,
        decimals: 18,
        symbol: 'ETH',
        name: 'Ether',
        logoUri: '',
        trusted: true,
      },
    })
  })

  it('trusts a delegatecall only to a trusted target with no nested delegatecall', () => {
    expect(toTransactionData(call(0, data), ctx).trustedDelegateCallTarget).toBeNull()
    const nested = batch([{ operation: 1, to: friend, value: 0n, data: '0x' }])
    expect(toTransactionData(call(1, nested), ctx).trustedDelegateCallTarget).toBe(false)
    expect(toTransactionData(call(1, data, friend), ctx).trustedDelegateCallTarget).toBe(false)
  })

  it('leaves the indexes null for a plain call', () => {
    const plain = toTransactionData(call(0, transfer, token), { ...ctx, names: new Map() })
    expect(plain).toMatchObject({ addressInfoIndex: null, tokenInfoIndex: null })
    expect(testSafe).toBeTruthy()
  })
})
