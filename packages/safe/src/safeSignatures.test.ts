import { concat, encodeAbiParameters, type Hex, numberToHex, pad, size } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test } from 'vitest'
import {
  getContractSignatureCall,
  recoverSafeSignatureOwner,
  SafeSignatureError,
  splitSafeSignatures,
} from './safeSignatures.ts'
import { getSafeTxTypedData, hashSafeTx } from './safeTx.ts'

// Well-known anvil dev keys (public test mnemonic).
const eoa = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const ethSigner = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const approver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const contractOwner = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

const params = {
  chainId: 31337,
  safe: '0x399c61b017A871181d8B6C418c93a8bB361E3Db8',
  tx: { to: eoa.address, value: 1n, nonce: 3n },
} as const
const safeTxHash = hashSafeTx(params)

async function ethSign(hash: Hex): Promise<Hex> {
  const signature = await ethSigner.signMessage({ message: { raw: hash } })
  const v = Number.parseInt(signature.slice(-2), 16)
  return `${signature.slice(0, -2)}${(v + 4).toString(16)}` as Hex
}

describe('splitSafeSignatures', () => {
  test('classifies and recovers every kind, with a contract signature dynamic part', async () => {
    const typed = await eoa.signTypedData(getSafeTxTypedData(params))
    const ethSigned = await ethSign(safeTxHash)
    const approved = concat([pad(approver), pad('0x'), '0x01'])
    const contractData = '0xdeadbeef'
    // Four static parts, then the dynamic part at offset 4 * 65.
    const contractStatic = concat([pad(contractOwner), pad(numberToHex(4 * 65)), '0x00'])
    const dynamic = encodeAbiParameters([{ type: 'bytes' }], [contractData]).slice(66)
    const signatures = concat([typed, ethSigned, approved, contractStatic, `0x${dynamic}`])

    const parts = splitSafeSignatures(signatures)
    expect(parts.map((part) => part.type)).toEqual(['EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE'])
    const owners = await Promise.all(parts.map((part) => recoverSafeSignatureOwner(part, safeTxHash)))
    expect(owners).toEqual([eoa.address, ethSigner.address, approver, contractOwner])
    expect(parts[0]?.signature).toBe(typed)
    expect(size(parts[3]?.signature ?? '0x')).toBe(65 + 32 + 4)
    expect(parts.map((part) => part.contractSignature)).toEqual([
      undefined,
      undefined,
      undefined,
      contractData,
    ])
  })

  test('a contract signature may carry no bytes (an owner that approved the hash itself)', () => {
    const signatures = concat([pad(contractOwner), pad(numberToHex(65)), '0x00', pad('0x')])
    expect(splitSafeSignatures(signatures)).toEqual([
      expect.objectContaining({ type: 'CONTRACT_SIGNATURE', owner: contractOwner, contractSignature: '0x' }),
    ])
  })

  test('an empty blob has no parts; a bad offset throws', () => {
    expect(splitSafeSignatures('0x')).toEqual([])
    expect(() => splitSafeSignatures(concat([pad(contractOwner), pad(numberToHex(999)), '0x00']))).toThrow(
      SafeSignatureError,
    )
  })
})

describe('getContractSignatureCall', () => {
  test('is the legacy bytes form before 1.5.0 and the bytes32 form from 1.5.0', () => {
    expect(['1.0.0', '1.1.1', '1.3.0', '1.3.0+L2', '1.4.1'].map(getContractSignatureCall)).toEqual(
      Array(5).fill('legacy bytes'),
    )
    expect(['1.5.0', '1.5.0+L2', '2.0.0'].map(getContractSignatureCall)).toEqual(Array(3).fill('bytes32'))
  })
})
