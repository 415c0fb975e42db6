import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { waitForReceipt } from '@coffer/devchain/testing'
import { predictSafeAddress, safeAbi, safeDeployments, safeProxyFactoryAbi } from '@coffer/safe'
import { getRelayCount, relayTransaction, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import { createPublicClient, encodeFunctionData, type Hex, http, type PublicClient, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import type { GatewayConfigInput } from '../../config.ts'
import { type StartedGateway, startGateway } from '../../startGateway.ts'
import { buildSignedExecTransaction, devRelayerKey } from './testing/buildSignedExecTransaction.ts'

// The wiring the web app uses: the official SDK against a listening gateway, restarted over its data dir.
describe('relay through the official SDK, with the gateway on a real anvil', () => {
  let dir: string
  const devchain = useTestDevchain('relay-sdk')
  let client: PublicClient
  let gateway: StartedGateway | undefined
  let config: GatewayConfigInput

  const start = async () => {
    gateway = await startGateway(config)
    setBaseUrl(gateway.url)
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-relay-sdk-'))
    client = createPublicClient({ transport: http(devchain.rpcUrl), pollingInterval: 20 })
    config = {
      port: 0,
      dataDir: path.join(dir, 'gateway'),
      logLevel: 'silent',
      indexer: { enabled: false },
      chains: [
        {
          chainId: devchain.chainId,
          name: 'Coffer Devchain',
          shortName: 'coffer',
          rpcUrl: devchain.rpcUrl,
          isTestnet: true,
          l2: true,
          relay: { privateKey: devRelayerKey() },
        },
      ],
    }
    await start()
  }, 60_000)
  afterAll(async () => {
    await gateway?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('relays an execTransaction and a Safe creation; the counts survive a restart on the same data dir', async () => {
    const chainId = String(devchain.chainId)
    const safe = devchain.demo.safe
    const { data, nonce } = await buildSignedExecTransaction(client, {
      chainId: devchain.chainId,
      safe,
      tx: { to: getDevAccount(5).address, value: 1n },
      signers: [getDevAccount(2), getDevAccount(3)],
    })
    const { taskId } = await relayTransaction(chainId, { version: '1.4.1', to: safe, data })
    expect((await waitForReceipt(client, { hash: taskId as Hex })).status).toBe('success')
    expect(await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })).toBe(nonce + 1n)
    expect(await getRelayCount(chainId, safe)).toEqual({ remaining: 4, limit: 5 })

    // A new Safe for owners 6 and 7: counted against each owner.
    const owners = [getDevAccount(6).address, getDevAccount(7).address]
    const initializer = encodeFunctionData({
      abi: safeAbi,
      functionName: 'setup',
      args: [
        owners,
        1n,
        zeroAddress,
        '0x',
        safeDeployments.compatibilityFallbackHandler,
        zeroAddress,
        0n,
        zeroAddress,
      ],
    })
    const saltNonce = BigInt(Date.now())
    const creation = await relayTransaction(chainId, {
      version: '1.4.1',
      to: safeDeployments.safeProxyFactory,
      data: encodeFunctionData({
        abi: safeProxyFactoryAbi,
        functionName: 'createProxyWithNonce',
        args: [safeDeployments.safeL2, initializer, saltNonce],
      }),
    })
    expect((await waitForReceipt(client, { hash: creation.taskId as Hex })).status).toBe('success')
    const created = predictSafeAddress({
      initializer,
      saltNonce,
      singleton: safeDeployments.safeL2,
      factory: safeDeployments.safeProxyFactory,
    })
    expect(await client.readContract({ address: created, abi: safeAbi, functionName: 'getOwners' })).toEqual(
      owners,
    )
    expect(await getRelayCount(chainId, owners[0] ?? '')).toEqual({ remaining: 4, limit: 5 })

    await gateway?.close()
    gateway = undefined
    await start()
    expect(await getRelayCount(chainId, safe)).toEqual({ remaining: 4, limit: 5 })
    expect(await getRelayCount(chainId, owners[1] ?? '')).toEqual({ remaining: 4, limit: 5 })
    await expect(relayTransaction(chainId, { version: '1.4.1', to: safe, data })).rejects.toThrow(
      // CGW HEAD's body carries a string code, which the SDK prints instead of the status (contract §2).
      /^CGW error - SIMULATION_FAILED: Relay simulation failed: GS026/,
    )
  })
})
