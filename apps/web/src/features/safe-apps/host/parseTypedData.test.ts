import { describe, expect, it } from 'vitest'
import { hashSafeAppTypedData, parseSignTypedMessageParams } from './parseTypedData.ts'
import { SafeAppRequestError } from './safeAppsProtocol.ts'

/** The "Ether Mail" example of EIP-712, the SDK's own test vector. */
const etherMail = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
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

function refusal(parse: () => unknown): string {
  try {
    parse()
  } catch (error) {
    if (error instanceof SafeAppRequestError) return error.message
    throw error
  }
  throw new Error('expected a refusal')
}

describe('signTypedMessage params', () => {
  it('reads typed data, infers the primary type, and hashes it as EIP-712 says', () => {
    const parsed = parseSignTypedMessageParams({ typedData: etherMail })
    expect(parsed.primaryType).toBe('Mail')
    expect(hashSafeAppTypedData(parsed)).toBe(
      '0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2',
    )
  })

  it('reads domain.chainId as a decimal or hex string too', () => {
    for (const chainId of ['1', '0x1'])
      expect(
        parseSignTypedMessageParams({ typedData: { ...etherMail, domain: { ...etherMail.domain, chainId } } })
          .domain.chainId,
      ).toBe(1)
  })

  it('refuses typed data without domain, types or message: "Invalid typed data"', () => {
    const { domain: _d, ...noDomain } = etherMail
    const { types: _t, ...noTypes } = etherMail
    const { message: _m, ...noMessage } = etherMail
    for (const typedData of [undefined, null, 'x', noDomain, noTypes, noMessage])
      expect(refusal(() => parseSignTypedMessageParams({ typedData }))).toBe('Invalid typed data')
    expect(refusal(() => parseSignTypedMessageParams(undefined))).toBe('Invalid typed data')
  })

  it('refuses values that do not fit their types and a primary type that is not among them', () => {
    const badWallet = { ...etherMail, message: { ...etherMail.message, to: { name: 'Bob', wallet: '0x12' } } }
    expect(refusal(() => parseSignTypedMessageParams({ typedData: badWallet }))).toBe('Invalid typed data')
    expect(
      refusal(() => parseSignTypedMessageParams({ typedData: { ...etherMail, primaryType: 'Letter' } })),
    ).toBe('Invalid typed data')
    expect(
      refusal(() => parseSignTypedMessageParams({ typedData: { ...etherMail, types: { Mail: 'x' } } })),
    ).toBe('Invalid typed data')
  })

  it('asks for the primary type when it cannot be inferred: "Please specify primaryType"', () => {
    const twoRoots = { ...etherMail, types: { ...etherMail.types, Note: [{ name: 'text', type: 'string' }] } }
    expect(refusal(() => parseSignTypedMessageParams({ typedData: twoRoots }))).toBe(
      'Please specify primaryType',
    )
    expect(
      refusal(() => parseSignTypedMessageParams({ typedData: { domain: {}, types: {}, message: {} } })),
    ).toBe('Please specify primaryType')
    // Named, it is fine.
    expect(parseSignTypedMessageParams({ typedData: { ...twoRoots, primaryType: 'Mail' } }).primaryType).toBe(
      'Mail',
    )
  })

  it('accepts typed data naming another chain: the owners decide, warned, in the dialog', () => {
    expect(parseSignTypedMessageParams({ typedData: etherMail }).domain.chainId).toBe(1)
  })
})
