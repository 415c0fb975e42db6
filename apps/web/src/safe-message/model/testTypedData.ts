import { safeTxTypes } from '@coffer/safe'
import type { Address } from 'viem'
import { type TypedDataMessage, toTypedDataMessage } from './toTypedDataMessage.ts'

/** Test data: a Safe, its chain, and typed data of the kinds that grant something (as dapps send them). */
export const testSafe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
export const otherSafe: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
export const testChainId = 31337
export const spender: Address = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD'
export const usdc: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const dai: Address = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
export const permit2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

export const maxUint256 = (2n ** 256n - 1n).toString()
export const maxUint160 = (2n ** 160n - 1n).toString()
export const maxUint48 = (2n ** 48n - 1n).toString()

/** An EIP-2612 permit of USDC for `spender`, as a dapp asks for it. */
export function permitTypedData(overrides: { value?: string; deadline?: string; owner?: Address } = {}) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name: 'USD Coin', version: '2', chainId: testChainId, verifyingContract: usdc },
    message: {
      owner: overrides.owner ?? testSafe,
      spender,
      value: overrides.value ?? maxUint256,
      nonce: 0,
      deadline: overrides.deadline ?? '1900000000',
    },
  }
}

const permitDetails = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
]
const permit2Domain = {
  name: 'Permit2',
  chainId: String(testChainId),
  verifyingContract: permit2.toLowerCase(),
}

export function permitSingleTypedData() {
  return {
    types: {
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: permitDetails,
    },
    primaryType: 'PermitSingle',
    domain: permit2Domain,
    message: {
      details: { token: usdc, amount: maxUint160, expiration: maxUint48, nonce: '0' },
      spender,
      sigDeadline: '1900000000',
    },
  }
}

export function permitBatchTypedData() {
  return {
    types: {
      PermitBatch: [
        { name: 'details', type: 'PermitDetails[]' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: permitDetails,
    },
    primaryType: 'PermitBatch',
    domain: permit2Domain,
    message: {
      details: [
        { token: usdc, amount: '2500000', expiration: '1900000000', nonce: '1' },
        { token: dai, amount: maxUint160, expiration: '1900000000', nonce: '0' },
      ],
      spender,
      sigDeadline: '1900000000',
    },
  }
}

export function permitTransferFromTypedData() {
  return {
    types: {
      PermitTransferFrom: [
        { name: 'permitted', type: 'TokenPermissions' },
        { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
      TokenPermissions: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'PermitTransferFrom',
    domain: permit2Domain,
    message: {
      permitted: { token: dai, amount: '5000000000000000000' },
      spender,
      nonce: '7',
      deadline: '1900000000',
    },
  }
}

/** A SafeTx of `safe` (another Safe by default): the shape blind-signing attacks ask a Safe to sign. */
export function safeTxTypedData({
  safe = otherSafe,
  operation = 1,
}: {
  safe?: Address
  operation?: number
} = {}) {
  return {
    types: {
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      ...safeTxTypes,
    },
    primaryType: 'SafeTx',
    domain: { chainId: testChainId, verifyingContract: safe },
    message: {
      to: spender,
      value: '0',
      data: '0xa9059cbb',
      operation,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: '12',
    },
  }
}

/** Typed data that grants nothing: a mail, as in EIP-712's own example. */
export function mailTypedData() {
  return {
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 1,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
    },
  }
}

/** Test data as the browser keeps it once checked (`toTypedDataMessage`); throws what it refuses. */
export function checkedTypedData(input: unknown): TypedDataMessage {
  const checked = toTypedDataMessage(input)
  if (!checked.ok) throw new Error(JSON.stringify(checked.problem))
  return checked.value
}
