import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  encodeExecTransaction,
  safeAbi,
  safeDeployments,
  safeProxyCreationCode,
  safeProxyFactoryAbi,
  safeTxTypes,
  zodiacDeployments,
} from '@coffer/safe'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  type Hex,
  hashTypedData,
  http,
  parseEther,
  parseEventLogs,
  parseUnits,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDevchainClient } from './createDevchainClient.ts'
import { DEV_OWNER_INDEXES, getDevAccount } from './devAccounts.ts'
import { findFreePort } from './findFreePort.ts'
import { getDevchainChain } from './getDevchainChain.ts'
import { type Devchain, startDevchain } from './startDevchain.ts'
import { verifySafeContracts } from './verifySafeContracts.ts'
import { waitForReceipt } from './waitForReceipt.ts'

// One anvil for the whole file (2-core machine); the restart test runs last and reuses its data dir.
let dataDir: string
let devchain: Devchain

const client = () =>
  createPublicClient({
    chain: getDevchainChain(devchain),
    transport: http(devchain.rpcUrl),
    pollingInterval: 20,
  })

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'coffer-devchain-'))
  devchain = await startDevchain({ dataDir, port: await findFreePort() })
}, 60_000)

afterAll(async () => {
  await devchain?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('canonical contracts', () => {
  test.each(Object.entries({ ...safeDeployments, ...zodiacDeployments }))(
    '%s has code',
    async (_name, address) => {
      const code = await client().getCode({ address })
      expect(code?.length ?? 0).toBeGreaterThan(2)
    },
  )

  test('Safe contracts carry the code hashes of @safe-global/safe-deployments', async () => {
    await expect(verifySafeContracts(createDevchainClient(devchain))).resolves.toBeUndefined()
  })

  test('the factory creates proxies with the SafeProxy 1.4.1 creation code', async () => {
    const code = await client().readContract({
      address: safeDeployments.safeProxyFactory,
      abi: safeProxyFactoryAbi,
      functionName: 'proxyCreationCode',
    })
    expect(code).toBe(safeProxyCreationCode)
  })
})

describe('demo Safe', () => {
  test('is a 2-of-3 SafeL2 1.4.1 owned by dev accounts 1, 2, 3', async () => {
    const safe = { address: devchain.demo.safe, abi: safeAbi } as const
    const [owners, threshold, version, nonce] = await Promise.all([
      client().readContract({ ...safe, functionName: 'getOwners' }),
      client().readContract({ ...safe, functionName: 'getThreshold' }),
      client().readContract({ ...safe, functionName: 'VERSION' }),
      client().readContract({ ...safe, functionName: 'nonce' }),
    ])
    expect(owners).toEqual(DEV_OWNER_INDEXES.map((index) => getDevAccount(index).address))
    expect(devchain.demo.owners).toEqual(owners)
    expect(threshold).toBe(2n)
    expect(devchain.demo.threshold).toBe(2)
    expect(version).toBe('1.4.1')
    expect(nonce).toBe(0n)
  })

  test('points at the SafeL2 singleton and the CompatibilityFallbackHandler', async () => {
    // Slot 0 holds the singleton; the fallback handler lives at keccak256("fallback_manager.handler.address").
    const [singletonSlot, handlerSlot] = await Promise.all([
      client().getStorageAt({ address: devchain.demo.safe, slot: '0x0' }),
      client().getStorageAt({
        address: devchain.demo.safe,
        slot: '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5',
      }),
    ])
    expect(addressFromSlot(singletonSlot)).toBe(safeDeployments.safeL2.toLowerCase())
    expect(addressFromSlot(handlerSlot)).toBe(safeDeployments.compatibilityFallbackHandler.toLowerCase())
  })

  test('holds 10 ETH, 1000 CDT and CNFT #0', async () => {
    const { safe, token, nft } = devchain.demo
    const [ether, tokens, decimals, symbol, nftBalance, nftOwner, nftName] = await Promise.all([
      client().getBalance({ address: safe }),
      client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [safe] }),
      client().readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      client().readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      client().readContract({ address: nft, abi: erc721Abi, functionName: 'balanceOf', args: [safe] }),
      client().readContract({ address: nft, abi: erc721Abi, functionName: 'ownerOf', args: [0n] }),
      client().readContract({ address: nft, abi: erc721Abi, functionName: 'name' }),
    ])
    expect(ether).toBe(parseEther('10'))
    expect(tokens).toBe(parseUnits('1000', 18))
    expect(decimals).toBe(18)
    expect(symbol).toBe('CDT')
    expect(nftBalance).toBe(1n)
    expect(nftOwner).toBe(safe)
    expect(nftName).toBe('Coffer Demo NFT')
  })

  test('executes a 2-of-3 transaction signed by owners 1 and 2 and sent by account 0', async () => {
    const { safe } = devchain.demo
    const chain = getDevchainChain(devchain)
    const recipient = getDevAccount(5).address
    const before = await client().getBalance({ address: recipient })
    const safeTx = {
      to: recipient,
      value: parseEther('1'),
      data: '0x' as Hex,
      operation: 0,
      safeTxGas: 0n,
      baseGas: 0n,
      gasPrice: 0n,
      gasToken: zeroAddress,
      refundReceiver: zeroAddress,
      nonce: 0n,
    }
    const typedData = {
      domain: { chainId: devchain.chainId, verifyingContract: safe },
      types: safeTxTypes,
      primaryType: 'SafeTx',
      message: safeTx,
    } as const
    // The hash the owners sign is the one the contract computes.
    const onChainHash = await client().readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'getTransactionHash',
      args: [
        safeTx.to,
        safeTx.value,
        safeTx.data,
        safeTx.operation,
        safeTx.safeTxGas,
        safeTx.baseGas,
        safeTx.gasPrice,
        safeTx.gasToken,
        safeTx.refundReceiver,
        safeTx.nonce,
      ],
    })
    expect(hashTypedData(typedData)).toBe(onChainHash)

    const signers = [getDevAccount(1), getDevAccount(2)].sort((a, b) =>
      a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1,
    )
    const signatures = concat(await Promise.all(signers.map((signer) => signer.signTypedData(typedData))))

    const sender = createWalletClient({ account: getDevAccount(0), chain, transport: http(devchain.rpcUrl) })
    const hash = await sender.sendTransaction({ to: safe, data: encodeExecTransaction(safeTx, signatures) })
    const receipt = await waitForReceipt(client(), { hash })
    expect(receipt.status).toBe('success')
    const events = parseEventLogs({ abi: safeAbi, logs: receipt.logs }).map((log) => log.eventName)
    expect(events).toEqual(['SafeMultiSigTransaction', 'ExecutionSuccess'])
    expect(await client().getBalance({ address: recipient })).toBe(before + parseEther('1'))
    expect(await client().readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(1n)
  })

  test('owners never sent a transaction', async () => {
    for (const index of DEV_OWNER_INDEXES) {
      expect(await client().getTransactionCount({ address: getDevAccount(index).address })).toBe(0)
    }
  })
})

describe('restart', () => {
  test('keeps the state without redeploying', async () => {
    const deployer = getDevAccount(0).address
    const blockBefore = await client().getBlockNumber()
    const deployerNonceBefore = await client().getTransactionCount({ address: deployer })
    const demoBefore = devchain.demo
    await devchain.stop()
    await devchain.stop() // idempotent

    devchain = await startDevchain({ dataDir, port: await findFreePort() })

    expect(devchain.demo).toEqual(demoBefore)
    expect(await client().getBlockNumber()).toBe(blockBefore)
    expect(await client().getTransactionCount({ address: deployer })).toBe(deployerNonceBefore)
    // The transaction executed above survived: the Safe's nonce moved and its ETH went out.
    expect(
      await client().readContract({ address: devchain.demo.safe, abi: safeAbi, functionName: 'nonce' }),
    ).toBe(1n)
    expect(await client().getBalance({ address: devchain.demo.safe })).toBe(parseEther('9'))
  }, 60_000)
})

function addressFromSlot(slot: Hex | undefined): Address | undefined {
  return slot === undefined ? undefined : `0x${slot.slice(-40)}`
}
