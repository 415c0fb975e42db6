import { getDevAccount, getDevchainChain } from '@coffer/devchain'
import { getDeleteRequestTypedData, safeDeployments } from '@coffer/safe'
import SafeApiKit from '@safe-global/api-kit'
import Safe, { hashSafeMessage } from '@safe-global/protocol-kit'
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type HDAccount,
  type Hex,
  http,
  isHex,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type IndexedTestApp, startIndexedTestApp, useTestDevchain } from '../../../test/devchainTestApp.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'

const chainId = 31337
const [executor, owner1, owner2] = [getDevAccount(0), getDevAccount(1), getDevAccount(2)]
const delegate = getDevAccount(5).address

/** The devchain's canonical Safe 1.4.1 contracts, which protocol-kit's deployments list has no entry for. */
const contractNetworks = {
  [String(chainId)]: {
    safeSingletonAddress: safeDeployments.safeL2,
    safeProxyFactoryAddress: safeDeployments.safeProxyFactory,
    multiSendAddress: safeDeployments.multiSend,
    multiSendCallOnlyAddress: safeDeployments.multiSendCallOnly,
    fallbackHandlerAddress: safeDeployments.compatibilityFallbackHandler,
    signMessageLibAddress: safeDeployments.signMessageLib,
    createCallAddress: safeDeployments.createCall,
    simulateTxAccessorAddress: safeDeployments.simulateTxAccessor,
  },
}

/** protocol-kit answers hashes as plain strings. */
function toHash(value: string): Hex {
  if (!isHex(value)) throw new Error(`Not a hash: ${value}`)
  return value
}

function privateKeyOf(account: HDAccount): `0x${string}` {
  const key = account.getHdKey().privateKey
  if (!key) throw new Error('The dev account has no private key')
  return toHex(key)
}

describe.each(testDatabaseKinds)(
  'the Transaction Service API for api-kit and protocol-kit on %s',
  (database) => {
    const devchain = useTestDevchain(`tx-service-${database}`)
    let env: IndexedTestApp
    let apiKit: SafeApiKit
    let safe: Address
    let kitOf: (account: HDAccount) => Promise<Safe>

    beforeAll(async () => {
      env = await startIndexedTestApp(devchain, { database })
      safe = devchain.demo.safe
      apiKit = new SafeApiKit({ chainId: BigInt(chainId), txServiceUrl: `${env.gatewayUrl}/api` })
      kitOf = (account) =>
        Safe.init({
          provider: devchain.rpcUrl,
          signer: privateKeyOf(account),
          safeAddress: safe,
          contractNetworks,
        })
      await waitFor(async () => (await fetch(`${env.gatewayUrl}/api/v1/safes/${safe}/`)).ok, {
        what: 'the demo Safe indexed',
      })
    }, 60_000)

    afterAll(async () => {
      await env?.indexers.stop()
      await env?.t.close()
    })

    it('describes the service, the Safe, its owners', async () => {
      expect(await apiKit.getServiceInfo()).toMatchObject({ name: 'Coffer gateway', api_version: 'v1' })
      const info = await apiKit.getSafeInfo(safe)
      expect(info).toMatchObject({
        address: safe,
        nonce: '0',
        threshold: 2,
        owners: devchain.demo.owners,
        singleton: safeDeployments.safeL2,
        fallbackHandler: safeDeployments.compatibilityFallbackHandler,
        modules: [],
        version: '1.4.1',
      })
      expect((await apiKit.getSafesByOwner(owner1.address)).safes).toContain(safe)
      expect(await apiKit.getSafeCreationInfo(safe)).toMatchObject({ singleton: safeDeployments.safeL2 })
      expect(await apiKit.getServiceSingletonsInfo()).toContainEqual(
        expect.objectContaining({ address: safeDeployments.safeL2, version: '1.4.1', l2: true }),
      )
    })

    it('lists incoming transfers and module transactions, and estimates a call', async () => {
      const incoming = await apiKit.getIncomingTransactions(safe)
      expect(incoming.results.map((transfer) => transfer.type)).toEqual(
        expect.arrayContaining(['ETHER_TRANSFER', 'ERC20_TRANSFER']),
      )
      expect(incoming.results.find((transfer) => transfer.type === 'ERC20_TRANSFER')).toMatchObject({
        to: safe,
        tokenAddress: devchain.demo.token,
        tokenInfo: { symbol: 'CDT' },
      })
      expect(await apiKit.getModuleTransactions(safe)).toMatchObject({ count: 0, results: [] })
      expect(
        await apiKit.estimateSafeTransaction(safe, {
          to: owner1.address,
          value: '1',
          data: '0x',
          operation: 0,
        }),
      ).toEqual({ safeTxGas: '0' })
    })

    it('proposes, confirms, lists and executes a transaction, the same row the CGW routes show', async () => {
      const kit1 = await kitOf(owner1)
      const nonce = await apiKit.getNextNonce(safe)
      const tx = await kit1.createTransaction({
        transactions: [{ to: owner1.address, value: '1000', data: '0x' }],
        options: { nonce: Number(nonce) },
      })
      const safeTxHash = await kit1.getTransactionHash(tx)
      const signed = await kit1.signTransaction(tx)
      const senderSignature = signed.getSignature(owner1.address)?.data
      if (!senderSignature) throw new Error('protocol-kit did not sign')
      await apiKit.proposeTransaction({
        safeAddress: safe,
        safeTransactionData: tx.data,
        safeTxHash,
        senderAddress: owner1.address,
        senderSignature,
        origin: 'api-kit test',
      })

      const proposed = await apiKit.getTransaction(safeTxHash)
      expect(proposed).toMatchObject({
        safe,
        to: owner1.address,
        value: '1000',
        nonce,
        safeTxHash,
        isExecuted: false,
        isSuccessful: null,
        proposer: owner1.address,
        trusted: true,
        confirmationsRequired: 2,
        confirmations: [{ owner: owner1.address, signature: senderSignature, signatureType: 'EOA' }],
      })
      const cgw = await fetch(`${env.gatewayUrl}/v1/chains/${chainId}/transactions/${safeTxHash}`)
      expect(await cgw.json()).toMatchObject({ txStatus: 'AWAITING_CONFIRMATIONS' })
      const queue = await fetch(`${env.gatewayUrl}/v1/chains/${chainId}/safes/${safe}/transactions/queued`)
      expect(JSON.stringify(await queue.json())).toContain(safeTxHash)
      expect((await apiKit.getPendingTransactions(safe)).results.map((t) => t.safeTxHash)).toEqual([
        safeTxHash,
      ])
      expect(await apiKit.getNextNonce(safe)).toBe(String(Number(nonce) + 1))

      const kit2 = await kitOf(owner2)
      const second = await kit2.signHash(safeTxHash)
      expect(await apiKit.confirmTransaction(safeTxHash, second.data)).toEqual({ signature: second.data })
      const confirmations = await apiKit.getTransactionConfirmations(safeTxHash)
      expect(confirmations.count).toBe(2)
      expect(confirmations.results.map((c) => c.signatureType).sort()).toEqual(['EOA', 'ETH_SIGN'])

      const listed = await apiKit.getMultisigTransactions(safe)
      expect(listed.results.map((t) => t.safeTxHash)).toContain(safeTxHash)
      const all = await apiKit.getAllTransactions(safe)
      expect(all.results[0]).toMatchObject({ safeTxHash, txType: 'MULTISIG_TRANSACTION', transfers: [] })

      const executorKit = await kitOf(executor)
      const { hash } = await executorKit.executeTransaction(await apiKit.getTransaction(safeTxHash))
      const executed = await waitFor(
        async () => {
          const current = await apiKit.getTransaction(safeTxHash)
          return current.isExecuted ? current : undefined
        },
        { what: 'the execution indexed' },
      )
      expect(executed).toMatchObject({
        isExecuted: true,
        isSuccessful: true,
        transactionHash: hash,
        executor: executor.address,
      })
      expect(executed.blockNumber).toBeGreaterThan(0)
      expect((await apiKit.getSafeInfo(safe)).nonce).toBe(String(Number(nonce) + 1))
      expect((await apiKit.getPendingTransactions(safe)).results).toEqual([])
    }, 60_000)

    it('refuses a proposal the chain says is wrong with a 4xx JSON answer', async () => {
      const kit1 = await kitOf(owner1)
      const tx = await kit1.createTransaction({
        transactions: [{ to: owner2.address, value: '1', data: '0x' }],
        options: { nonce: 0 },
      })
      const safeTxHash = await kit1.getTransactionHash(tx)
      const signed = await kit1.signTransaction(tx)
      await expect(
        apiKit.proposeTransaction({
          safeAddress: safe,
          safeTransactionData: tx.data,
          safeTxHash,
          senderAddress: owner1.address,
          senderSignature: signed.getSignature(owner1.address)?.data ?? '0x',
        }),
      ).rejects.toMatchObject({ statusCode: 422, message: 'Invalid nonce' })
    })

    it('deletes a queued proposal signed by its proposer', async () => {
      const kit1 = await kitOf(owner1)
      const tx = await kit1.createTransaction({
        transactions: [{ to: owner2.address, value: '2', data: '0x' }],
        options: { nonce: Number(await apiKit.getNextNonce(safe)) },
      })
      const safeTxHash = await kit1.getTransactionHash(tx)
      const signed = await kit1.signTransaction(tx)
      await apiKit.proposeTransaction({
        safeAddress: safe,
        safeTransactionData: tx.data,
        safeTxHash,
        senderAddress: owner1.address,
        senderSignature: signed.getSignature(owner1.address)?.data ?? '0x',
      })
      const signature = await owner1.signTypedData(
        getDeleteRequestTypedData({ chainId, safe, safeTxHash: toHash(safeTxHash) }),
      )
      const deleted = await fetch(`${env.gatewayUrl}/api/v2/multisig-transactions/${safeTxHash}/`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ safeTxHash, signature }),
      })
      expect(deleted.status).toBe(204)
      await expect(apiKit.getTransaction(safeTxHash)).rejects.toMatchObject({ statusCode: 404 })
    })

    it('adds, lists and removes a delegate with its EIP-712 signature', async () => {
      const chain = getDevchainChain({ chainId, rpcUrl: devchain.rpcUrl })
      const signer = createWalletClient({ account: owner1, chain, transport: http(devchain.rpcUrl) })
      await apiKit.addSafeDelegate({
        safeAddress: safe,
        delegateAddress: delegate,
        delegatorAddress: owner1.address,
        signer,
        label: 'api-kit',
      })
      const listed = await apiKit.getSafeDelegates({ safeAddress: safe })
      expect(listed.results).toEqual([
        { safe, delegate, delegator: owner1.address, label: 'api-kit', expiryDate: null },
      ])
      await apiKit.removeSafeDelegate({ delegateAddress: delegate, delegatorAddress: owner1.address, signer })
      expect((await apiKit.getSafeDelegates({ safeAddress: safe })).results).toEqual([])
    })

    it('adds a message, a second signature, and reads it back', async () => {
      const text = 'Signed through api-kit'
      const kit1 = await kitOf(owner1)
      const signed1 = await kit1.signMessage(kit1.createMessage(text))
      await apiKit.addMessage(safe, { message: text, signature: signed1.encodedSignatures() })
      const messageHash = await kit1.getSafeMessageHash(hashSafeMessage(text))

      const kit2 = await kitOf(owner2)
      const signed2 = await kit2.signMessage(kit2.createMessage(text))
      await apiKit.addMessageSignature(messageHash, signed2.encodedSignatures())

      const message = await apiKit.getMessage(messageHash)
      expect(message).toMatchObject({ safe, messageHash, message: text, proposedBy: owner1.address })
      expect(message.confirmations).toHaveLength(2)
      expect(message.preparedSignature).toMatch(/^0x[0-9a-f]{260}$/)
      const listed = await apiKit.getMessages(safe)
      expect(listed).toMatchObject({ count: 1, results: [{ messageHash }] })
    })

    it('decodes calldata and lists the tokens the indexer has seen', async () => {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [owner1.address, 5n] })
      expect(await apiKit.decodeData(data)).toMatchObject({ method: 'transfer' })
      const tokens = await apiKit.getTokenList()
      expect(tokens.results.map((token) => token.address)).toContain(devchain.demo.token)
      expect(await apiKit.getToken(devchain.demo.token)).toMatchObject({ symbol: 'CDT', decimals: 18 })
    })

    it('answers JSON 404 for unknown Safes and hashes, ERC-4337 and unknown paths', async () => {
      const unknown = '0x000000000000000000000000000000000000dEaD'
      await expect(apiKit.getSafeInfo(unknown)).rejects.toMatchObject({ statusCode: 404 })
      await expect(apiKit.getTransaction(`0x${'ab'.repeat(32)}`)).rejects.toMatchObject({ statusCode: 404 })
      await expect(apiKit.getSafeOperationsByAddress(safe)).rejects.toMatchObject({
        statusCode: 404,
        message: 'ERC-4337 Safe operations are not supported by Coffer',
      })
      for (const path of ['/api/v1/unknown/', '/api/v9/safes/']) {
        const response = await fetch(`${env.gatewayUrl}${path}`)
        expect(response.status).toBe(404)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      }
      // With and without the trailing slash.
      expect((await fetch(`${env.gatewayUrl}/api/v1/safes/${safe}`)).status).toBe(200)
    })
  },
)
