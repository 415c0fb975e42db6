import { encodeAbiParameters, type Hex, hashMessage, hashTypedData, keccak256, toHex } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  getSafeMessageHash,
  getSafeMessageHashes,
  getSafeMessageHashPreimage,
  hashSafeMessage,
  safeMessageTypedData,
} from './safeMessage.ts'
import { TypedDataError } from './typedDataProblem.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8' as const
const typedData = {
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  domain: { name: 'Coffer', chainId: 31337 },
  message: { text: 'gm' },
} as const

describe('hashSafeMessage', () => {
  test('a text is hashed as personal_sign does, even when it looks like hex', () => {
    expect(hashSafeMessage('Hello')).toBe(hashMessage('Hello'))
    const hexLooking = toHex('Hello')
    expect(hashSafeMessage(hexLooking)).toBe(hashMessage(hexLooking))
    expect(hashSafeMessage(hexLooking)).not.toBe(hashMessage({ raw: hexLooking }))
  })

  test('typed data is hashed as eth_signTypedData_v4 does', () => {
    expect(hashSafeMessage(typedData)).toBe(hashTypedData(typedData))
  })

  test('invalid typed data throws the typed error', () => {
    expect(() => hashSafeMessage({ types: {}, message: {} })).toThrow(TypedDataError)
  })
})

// The Safe contract's constants (Safe.sol 1.4.1, CompatibilityFallbackHandler / SignMessageLib).
const safeMessageTypeHash = '0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca'
const domainSeparatorTypeHash = '0x47e79534a245952e8b16893a336b85a3d9ea9fa8c573f3d803afb92a79469218'

/** `getMessageHash(message)` exactly as a 1.3.0+ Safe computes it, written out from its Solidity. */
function contractMessageHash(chainId: number, messageHash: Hex): Hex {
  const domainSeparator = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'uint256' }, { type: 'address' }],
      [domainSeparatorTypeHash, BigInt(chainId), safe],
    ),
  )
  const structHash = keccak256(
    encodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes32' }],
      [safeMessageTypeHash, keccak256(messageHash)],
    ),
  )
  return keccak256(`0x1901${domainSeparator.slice(2)}${structHash.slice(2)}`)
}

/** Uniswap Permit2's PermitSingle as dapps send it: integers as strings, the chain id too. */
const permitSingle = {
  types: {
    PermitSingle: [
      { name: 'details', type: 'PermitDetails' },
      { name: 'spender', type: 'address' },
      { name: 'sigDeadline', type: 'uint256' },
    ],
    PermitDetails: [
      { name: 'token', type: 'address' },
      { name: 'amount', type: 'uint160' },
      { name: 'expiration', type: 'uint48' },
      { name: 'nonce', type: 'uint48' },
    ],
  },
  primaryType: 'PermitSingle',
  domain: {
    name: 'Permit2',
    chainId: '31337',
    verifyingContract: '0x000000000022d473030f116ddee9f6b43ac78ba3',
  },
  message: {
    details: {
      token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      amount: (2n ** 160n - 1n).toString(),
      expiration: (2n ** 48n - 1n).toString(),
      nonce: '0',
    },
    spender: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    sigDeadline: '1900000000',
  },
}

describe('the Safe message hash', () => {
  test("uses the contract's type hashes", () => {
    expect(keccak256(toHex('SafeMessage(bytes message)'))).toBe(safeMessageTypeHash)
    expect(keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)'))).toBe(
      domainSeparatorTypeHash,
    )
  })

  test.each([
    ['a text', 'Hello, Safe'],
    ['typed data', permitSingle],
  ])("is the Safe's getMessageHash of the content hash, with both halves (%s)", (_, message) => {
    const hashes = getSafeMessageHashes({ chainId: 31337, safe, version: '1.4.1', message })
    expect(hashes.messageHash).toBe(hashSafeMessage(message))
    expect(hashes.safeMessageHash).toBe(contractMessageHash(31337, hashes.messageHash))
    expect(hashes.safeMessageHash).toBe(getSafeMessageHash({ chainId: 31337, safe, message }))
    expect(keccak256(`0x1901${hashes.domainHash.slice(2)}${hashes.structHash.slice(2)}`)).toBe(
      hashes.safeMessageHash,
    )
  })

  const parameters = { chainId: 31337, safe, message: 'Hello' }

  test('wraps the content hash in SafeMessage, in the Safe domain (pinned; the gateway tests compare with the chain)', () => {
    const typed = safeMessageTypedData(parameters)
    expect(typed).toEqual({
      domain: { chainId: 31337, verifyingContract: safe },
      types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
      primaryType: 'SafeMessage',
      message: { message: hashMessage('Hello') },
    })
    expect(getSafeMessageHash(parameters)).toBe(hashTypedData(typed))
    expect(getSafeMessageHash(parameters)).toMatchInlineSnapshot(
      `"0x7a83d6e6ac0bf545ca34e567500a2097f681dc81068ac30af35d6f718bc6989e"`,
    )
  })

  test('the domain has chainId from 1.3.0 on', () => {
    expect(safeMessageTypedData({ ...parameters, chainId: 1, version: '1.2.0' }).domain).toEqual({
      verifyingContract: safe,
    })
    expect(getSafeMessageHash({ ...parameters, version: '1.2.0' })).toBe(
      hashTypedData({
        domain: { verifyingContract: safe },
        types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
        primaryType: 'SafeMessage',
        message: { message: hashMessage('Hello') },
      }),
    )
    expect(getSafeMessageHash({ ...parameters, chainId: 1 })).not.toBe(getSafeMessageHash(parameters))
    expect(getSafeMessageHash({ ...parameters, chainId: 1, version: '1.2.0' })).toBe(
      getSafeMessageHash({ ...parameters, version: '1.2.0' }),
    )
  })

  test.each(['1.1.1', '1.3.0', '1.4.1'])('keccak256 of the preimage is the hash (%s)', (version) => {
    expect(keccak256(getSafeMessageHashPreimage({ ...parameters, version }))).toBe(
      getSafeMessageHash({ ...parameters, version }),
    )
  })
})
