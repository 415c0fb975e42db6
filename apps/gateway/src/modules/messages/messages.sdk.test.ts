import { getDevAccount } from '@coffer/devchain'
import { createTestSafe } from '@coffer/devchain/testing'
import { compatibilityFallbackHandlerAbi, hashSafeMessage, legacyIsValidSignatureAbi } from '@coffer/safe'
import {
  confirmSafeMessage,
  type EIP712TypedData,
  getSafeMessage,
  getSafeMessages,
  proposeSafeMessage,
  type SafeMessage,
} from '@safe-global/safe-gateway-typescript-sdk'
import { type Address, createPublicClient, type Hex, http, isHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../../test/startGatewayOnDevchain.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import {
  type MessageTarget,
  messageHashOf,
  ownerSafeSignature,
  permitTypedData,
  signMessageAs,
} from './testing/messageFixtures.ts'

const chainId = '31337'
const [deployer, owner1, owner2] = [getDevAccount(0), getDevAccount(1), getDevAccount(2)]
const innerOwner = getDevAccount(9)

describe('off-chain messages through the official SDK on the demo Safe', () => {
  let env: GatewayOnDevchain
  let safe: Address
  const client = () => createPublicClient({ transport: http(env.devchain.rpcUrl) })

  beforeAll(async () => {
    env = await startGatewayOnDevchain('messages-sdk')
    safe = env.devchain.demo.safe
    await waitForSafeIndexed(env.gateway.url, chainId, safe)
  }, 60_000)

  afterAll(async () => {
    await env?.close()
  })

  /** The Safe's own verdict on a signature of the message, through both EIP-1271 entry points. */
  const isValidOnChain = async (target: MessageTarget, signature: Hex) => {
    const inner = hashSafeMessage(target.message)
    const [current, legacy] = await Promise.all([
      client().readContract({
        address: target.safe,
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'isValidSignature',
        args: [inner, signature],
      }),
      client().readContract({
        address: target.safe,
        abi: legacyIsValidSignatureAbi,
        functionName: 'isValidSignature',
        args: [inner, signature],
      }),
    ])
    return { current, legacy }
  }

  /** Proposes as owner 1, confirms as `confirm`, and answers the message read back with the SDK. */
  async function proposeAndConfirm(
    target: MessageTarget & { message: string | EIP712TypedData },
    confirmation: () => Promise<Hex>,
  ) {
    const hash = messageHashOf(target)
    await proposeSafeMessage(chainId, target.safe, {
      message: target.message,
      signature: await signMessageAs(owner1, target),
      safeAppId: 1,
      origin: 'https://app.example',
    })
    const proposed = await getSafeMessage(chainId, hash)
    expect(proposed).toMatchObject({ status: 'NEEDS_CONFIRMATION', confirmationsSubmitted: 1 })
    expect(proposed.preparedSignature).toBeNull()
    await confirmSafeMessage(chainId, hash, { signature: await confirmation() })
    return getSafeMessage(chainId, hash)
  }

  it('hashes messages as the Safe does (getMessageHash on chain)', async () => {
    for (const message of ['gm', permitTypedData(owner2.address)]) {
      const onChain = await client().readContract({
        address: safe,
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'getMessageHash',
        args: [hashSafeMessage(message)],
      })
      expect(onChain).toBe(messageHashOf({ safe, message }))
    }
  })

  it('proposes a text as owner 1, confirms as owner 2; the prepared signature satisfies isValidSignature on chain', async () => {
    const target = { safe, message: 'Coffer: sign in to example.com' }
    const message = await proposeAndConfirm(target, () => signMessageAs(owner2, target))
    expect(message).toMatchObject({
      messageHash: messageHashOf(target),
      status: 'CONFIRMED',
      message: target.message,
      confirmationsSubmitted: 2,
      confirmationsRequired: 2,
      proposedBy: { value: owner1.address },
      origin: null, // not JSON: CGW keeps only JSON origins
      signedOnChain: null,
    })
    expect(await isValidOnChain(target, preparedSignatureOf(message))).toEqual({
      current: '0x1626ba7e',
      legacy: '0x20c13b0b',
    })
  })

  it('proposes typed data as owner 1, confirms as owner 2, and lists both shapes', async () => {
    const target = { safe, message: permitTypedData(owner2.address, '42') }
    const message = await proposeAndConfirm(target, () => signMessageAs(owner2, target))
    expect(message).toMatchObject({ status: 'CONFIRMED', message: target.message })
    expect(await isValidOnChain(target, preparedSignatureOf(message))).toEqual({
      current: '0x1626ba7e',
      legacy: '0x20c13b0b',
    })

    const page = await getSafeMessages(chainId, safe)
    expect(page).toMatchObject({ count: 2, next: null, previous: null })
    const [label, newest, older] = page.results
    expect(label).toEqual({ type: 'DATE_LABEL', timestamp: expect.any(Number) })
    expect(newest).toMatchObject({ type: 'MESSAGE', message: target.message, status: 'CONFIRMED' })
    expect(older).toMatchObject({ type: 'MESSAGE', message: 'Coffer: sign in to example.com' })
  })

  it('takes the confirmation of a Safe owning the Safe (EIP-1271); the prepared signature passes on chain', async () => {
    const { safe: innerSafe } = await createTestSafe({
      rpcUrl: env.devchain.rpcUrl,
      sender: deployer,
      owners: [innerOwner.address],
      threshold: 1,
    })
    const { safe: outerSafe } = await createTestSafe({
      rpcUrl: env.devchain.rpcUrl,
      sender: deployer,
      owners: [owner1.address, innerSafe],
      threshold: 2,
    })
    const target = { safe: outerSafe, message: 'nested Safes agree' }
    const message = await proposeAndConfirm(target, () => ownerSafeSignature(innerOwner, innerSafe, target))
    expect(message).toMatchObject({ status: 'CONFIRMED', confirmationsSubmitted: 2 })
    expect(message.confirmations.map((confirmation) => confirmation.owner.value)).toEqual([
      owner1.address,
      innerSafe,
    ])
    expect(await isValidOnChain(target, preparedSignatureOf(message))).toEqual({
      current: '0x1626ba7e',
      legacy: '0x20c13b0b',
    })
  })

  it('surfaces refusals as the SDK errors CGW would produce', async () => {
    const target = { safe, message: 'Coffer: sign in to example.com' }
    await expect(
      proposeSafeMessage(chainId, safe, {
        message: target.message,
        signature: await signMessageAs(owner2, target),
      }),
    ).rejects.toThrow(
      /^CGW error - 422: Message with hash 0x[0-9a-f]{64} for safe 0x[0-9a-fA-F]{40} already exists in DB$/,
    )
    await expect(
      confirmSafeMessage(chainId, messageHashOf(target), { signature: await signMessageAs(owner2, target) }),
    ).rejects.toThrow(`CGW error - 422: Signature for owner ${owner2.address} already exists`)
    await expect(getSafeMessage(chainId, `0x${'00'.repeat(32)}`)).rejects.toThrow(
      'CGW error - 404: An error occurred',
    )
  })
})

function preparedSignatureOf(message: Omit<SafeMessage, 'type'>): Hex {
  const signature = message.preparedSignature
  if (signature === undefined || signature === null || !isHex(signature))
    throw new Error(`No prepared signature: ${signature}`)
  return signature
}
