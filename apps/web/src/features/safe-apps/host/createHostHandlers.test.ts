import { safeDeployments, signMessageLibAbi } from '@coffer/safe'
import { decodeFunctionData, type Hex, hashMessage } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import type {
  PermissionEntry,
  SafeAppCapability,
} from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { multiSendCallOnlyAddress } from '../../../safe-tx/model/encodeMultiSend.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { createHostDialog, type HostDialog } from './createDialogQueue.ts'
import {
  createHostHandlers,
  type HostDependencies,
  type SafeAppTxReview,
  transactionRejectedMessage,
} from './createHostHandlers.ts'
import { type KnownSafeMessage, MessageSigningRejectedError } from './offChainMessageSigner.ts'
import { type SafeAppMethod, type SafeAppRequest, SafeAppRequestError } from './safeAppsProtocol.ts'
import type { AppSafeInfo } from './toAppSafeInfo.ts'

const safeAddress = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safeTxHash: Hex = `0x${'5a'.repeat(32)}`
const owner = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const app = { name: 'Test App', url: 'http://127.0.0.1:9000/app/', origin: 'http://127.0.0.1:9000' }
const safeInfo: AppSafeInfo = {
  safeAddress,
  chainId: 31337,
  threshold: 2,
  owners: [recipient],
  isReadOnly: false,
  nonce: 3,
  implementation: safeDeployments.safeL2,
  modules: null,
  fallbackHandler: safeDeployments.compatibilityFallbackHandler,
  guard: null,
  version: '1.4.1',
}

/** A dialog answered and closed at once. */
function settled<T>(value: T): HostDialog<T> {
  return { answer: Promise.resolve(value), closed: Promise.resolve() }
}

/** Handlers over fakes: what they asked of each boundary is recorded. */
function setup(overrides: Partial<HostDependencies> = {}) {
  const reviews: SafeAppTxReview[] = []
  const notices: string[] = []
  const decisions: PermissionEntry[] = []
  const prompts: SafeAppCapability[][] = []
  let answerPrompt = true
  const deps: HostDependencies = {
    chain: buildChainInfo({ features: ['EIP1271', 'SAFE_APPS'] }),
    app,
    hostOrigin: 'http://127.0.0.1:8080',
    getSafeInfo: () => safeInfo,
    rpc: vi.fn(async (method: string) => (method === 'eth_getBalance' ? '0x1' : null)),
    getBalances: vi.fn(async (currency: string) => ({ fiatTotal: '0', items: [], currency })),
    getTransaction: vi.fn(async (hash: Hex) => ({ txId: `multisig_${safeAddress}_${hash}`, txHash: null })),
    reviewTransaction: vi.fn((review: SafeAppTxReview) => {
      reviews.push(review)
      return settled({ safeTxHash })
    }),
    offChainSigner: {
      requestMessageSignature: vi.fn(() => settled({ messageHash: safeTxHash })),
      findSignedByOwner: vi.fn(async () => undefined),
      getOffChainSignature: vi.fn(async () => undefined),
    },
    getSigner: () => owner,
    notify: (text) => notices.push(text),
    permissions: {
      list: () => decisions,
      prompt: vi.fn(async (capabilities: SafeAppCapability[]) => {
        prompts.push(capabilities)
        return answerPrompt
      }),
      grant: (capability) => {
        decisions.push({ origin: app.origin, capability, granted: true, date: 1 })
      },
    },
    getAddressBook: () => [{ address: recipient, chainId: '31337', name: 'Alice' }],
    ...overrides,
  }
  const handlers = createHostHandlers(deps)
  const call = (method: SafeAppMethod, params?: unknown, sdkVersion = '9.1.0') => {
    const request: SafeAppRequest = { id: 'abcdef0123', method, params, sdkVersion }
    return handlers[method](request)
  }
  return {
    deps,
    call,
    reviews,
    notices,
    decisions,
    prompts,
    refusePrompts: () => {
      answerPrompt = false
    },
    allowPrompts: () => {
      answerPrompt = true
    },
  }
}

/** The text an app would read for a refused call, sync or async. */
async function refusal(answer: () => unknown): Promise<string> {
  try {
    await answer()
  } catch (error) {
    if (error instanceof SafeAppRequestError) return error.message
    throw error
  }
  throw new Error('expected a refusal')
}

describe('createHostHandlers', () => {
  it('answers getSafeInfo, getChainInfo and getEnvironmentInfo at once, from memory (no promise)', () => {
    const { call } = setup()
    expect(call('getSafeInfo')).toBe(safeInfo)
    expect(call('getChainInfo')).toMatchObject({
      chainId: '31337',
      shortName: 'coffer',
      chainName: 'Coffer Devchain',
    })
    expect(call('getEnvironmentInfo')).toEqual({ origin: 'http://127.0.0.1:8080' })
  })

  it('reads balances (usd by default) and a transaction by safeTxHash from the gateway', async () => {
    const { call, deps } = setup()
    await call('getSafeBalances', { currency: 'usd' })
    await call('getSafeBalances', undefined)
    expect(deps.getBalances).toHaveBeenCalledWith('usd')
    expect(await call('getTxBySafeTxHash', { safeTxHash })).toMatchObject({ txHash: null })
    expect(deps.getTransaction).toHaveBeenCalledWith(safeTxHash)
    expect(await refusal(() => call('getTxBySafeTxHash', { safeTxHash: '' }))).toBe('Invalid safeTxHash')
  })

  it('forwards the reads to the node, keeps settings, and refuses the rest', async () => {
    const { call, deps } = setup()
    expect(await call('rpcCall', { call: 'eth_getBalance', params: [safeAddress, 'latest'] })).toBe('0x1')
    expect(deps.rpc).toHaveBeenCalledWith('eth_getBalance', [safeAddress, 'latest'])
    expect(call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] })).toEqual({
      offChainSigning: false,
    })
    expect(await refusal(() => call('rpcCall', { call: 'eth_sendTransaction', params: [{}] }))).toBe(
      '"eth_sendTransaction" not implemented',
    )
    expect(deps.rpc).toHaveBeenCalledTimes(1)
  })

  describe('sendTransactions', () => {
    it('refuses an empty list at once, without a review', async () => {
      const { call, reviews } = setup()
      expect(await refusal(() => call('sendTransactions', { txs: [] }))).toBe('No transactions were passed')
      expect(reviews).toEqual([])
    })

    it('reviews one call as it is, named after the app, with its safeTxGas, and answers {safeTxHash}', async () => {
      const { call, reviews } = setup()
      expect(
        await call('sendTransactions', {
          txs: [{ to: recipient, value: '5', data: '0x' }],
          params: { safeTxGas: 60_000 },
        }),
      ).toEqual({ safeTxHash })
      expect(reviews).toEqual([
        {
          draft: { to: recipient, value: 5n, data: '0x', operation: 0 },
          safeTxGas: 60_000n,
          title: 'Transaction from Test App',
          details: [{ label: 'Requested by', value: 'Test App (http://127.0.0.1:9000)' }],
        },
      ])
    })

    it('batches several calls through MultiSendCallOnly', async () => {
      const { call, reviews } = setup()
      await call('sendTransactions', {
        txs: [
          { to: recipient, value: '1', data: '0x' },
          { to: recipient, value: '2', data: '0x' },
        ],
      })
      expect(reviews[0]).toMatchObject({
        title: '2 calls from Test App',
        safeTxGas: undefined,
        draft: { to: multiSendCallOnlyAddress, value: 0n, operation: 1 },
      })
    })

    it("passes the owner's rejection on, and opens the next review only once the first is done", async () => {
      const order: string[] = []
      let closeFirst: (() => void) | undefined
      const { call } = setup({
        reviewTransaction: (review) => {
          order.push(`open ${review.draft.value}`)
          if (review.draft.value !== 1n) return settled({ safeTxHash })
          const flow = createHostDialog<{ safeTxHash: Hex }>(
            () => new SafeAppRequestError(transactionRejectedMessage),
          )
          closeFirst = flow.close
          return flow.dialog
        },
      })
      const first = call('sendTransactions', { txs: [{ to: recipient, value: '1' }] })
      const second = call('sendTransactions', { txs: [{ to: recipient, value: '2' }] })
      await vi.waitFor(() => expect(order).toEqual(['open 1']))
      closeFirst?.()
      expect(await refusal(() => first)).toBe('Transaction was rejected')
      expect(await second).toEqual({ safeTxHash })
      expect(order).toEqual(['open 1', 'open 2'])
    })

    it('answers a proposal at once, and opens the next request (a batch) only once that review is closed', async () => {
      const opened: {
        review: SafeAppTxReview
        flow: ReturnType<typeof createHostDialog<{ safeTxHash: Hex }>>
      }[] = []
      const { call } = setup({
        reviewTransaction: (review) => {
          const flow = createHostDialog<{ safeTxHash: Hex }>(
            () => new SafeAppRequestError(transactionRejectedMessage),
          )
          opened.push({ review, flow })
          return flow.dialog
        },
      })
      const single = call('sendTransactions', { txs: [{ to: recipient, value: '1' }] })
      const batch = call('sendTransactions', {
        txs: [
          { to: recipient, value: '1' },
          { to: recipient, value: '2' },
        ],
      })
      await vi.waitFor(() => expect(opened).toHaveLength(1))
      opened[0]?.flow.answer({ safeTxHash })
      // The app has its answer while the owner still reads "Transaction proposed".
      expect(await single).toEqual({ safeTxHash })
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(opened).toHaveLength(1)
      // "Done" closes the first review only: the batch gets a review of its own, and is not rejected.
      opened[0]?.flow.close()
      await vi.waitFor(() => expect(opened).toHaveLength(2))
      expect(opened[1]?.review.title).toBe('2 calls from Test App')
      const batchHash: Hex = `0x${'6b'.repeat(32)}`
      opened[1]?.flow.answer({ safeTxHash: batchHash })
      expect(await batch).toEqual({ safeTxHash: batchHash })
    })
  })

  describe('signMessage and signTypedMessage', () => {
    it('go off chain by default, through the message flow, labelled with the app', async () => {
      const { call, deps } = setup()
      expect(await call('signMessage', { message: 'hello' })).toEqual({ messageHash: safeTxHash })
      expect(deps.offChainSigner.requestMessageSignature).toHaveBeenCalledWith({
        chain: deps.chain,
        safe: safeAddress,
        message: { kind: 'text', text: 'hello' },
        app: { name: 'Test App', url: app.url, iconUrl: null },
      })
    })

    it('say "Transaction was rejected" when the owner closes the message flow', async () => {
      const { call } = setup({
        offChainSigner: {
          requestMessageSignature: () => ({
            answer: Promise.reject(new MessageSigningRejectedError('closed')),
            closed: Promise.resolve(),
          }),
          findSignedByOwner: async () => undefined,
          getOffChainSignature: async () => undefined,
        },
      })
      expect(await refusal(() => call('signMessage', { message: 'hello' }))).toBe('Transaction was rejected')
    })

    it('answer a message this owner signed already at once with its state, in one sentence, without a dialog', async () => {
      const signature: Hex = `0x${'22'.repeat(65)}`
      const findSignedByOwner = vi.fn(
        async (): Promise<KnownSafeMessage | undefined> => ({
          messageHash: safeTxHash,
          submitted: 1,
          required: 2,
        }),
      )
      const { call, deps, notices } = setup({
        offChainSigner: {
          requestMessageSignature: vi.fn(() => settled({ messageHash: safeTxHash })),
          findSignedByOwner,
          getOffChainSignature: async () => undefined,
        },
      })
      expect(await call('signMessage', { message: 'hello' })).toEqual({ messageHash: safeTxHash })
      expect(findSignedByOwner).toHaveBeenCalledWith({
        chain: deps.chain,
        safe: safeAddress,
        version: '1.4.1',
        message: { kind: 'text', text: 'hello' },
        owner,
      })
      expect(deps.offChainSigner.requestMessageSignature).not.toHaveBeenCalled()
      expect(notices).toEqual([
        'You had already signed this message, so Test App got its state at once: 1 of 2 signatures.',
      ])
      // Fully signed: the combined signature comes with it.
      findSignedByOwner.mockResolvedValueOnce({
        messageHash: safeTxHash,
        signature,
        submitted: 2,
        required: 2,
      })
      expect(await call('signMessage', { message: 'hello' })).toEqual({ messageHash: safeTxHash, signature })
    })

    it('open the message flow when no wallet is connected: nobody to have signed yet', async () => {
      const { call, deps } = setup({ getSigner: () => undefined })
      expect(await call('signMessage', { message: 'hello' })).toEqual({ messageHash: safeTxHash })
      expect(deps.offChainSigner.findSignedByOwner).not.toHaveBeenCalled()
    })

    it('go on chain when the app asks for it: a SignMessageLib delegatecall of the EIP-191 hash, answered {safeTxHash}', async () => {
      const { call, reviews, deps } = setup()
      call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] })
      expect(await call('signMessage', { message: 'hello' })).toEqual({ safeTxHash })
      const [review] = reviews
      expect(review?.title).toBe('Sign a message on chain for Test App')
      expect(review?.draft).toMatchObject({ to: safeDeployments.signMessageLib, value: 0n, operation: 1 })
      expect(decodeFunctionData({ abi: signMessageLibAbi, data: review?.draft.data ?? '0x' }).args).toEqual([
        hashMessage('hello'),
      ])
      expect(review?.details).toEqual([
        { label: 'Requested by', value: 'Test App (http://127.0.0.1:9000)' },
        { label: 'Message', value: 'hello' },
        { label: 'Message hash', value: hashMessage('hello') },
      ])
      expect(deps.offChainSigner.requestMessageSignature).not.toHaveBeenCalled()
    })

    it('put a warning first in the on-chain review of typed data naming another chain', async () => {
      const { call, reviews } = setup()
      call('rpcCall', { call: 'safe_setSettings', params: [{ offChainSigning: false }] })
      await call('signTypedMessage', {
        typedData: {
          domain: { chainId: 1 },
          types: { Note: [{ name: 'text', type: 'string' }] },
          primaryType: 'Note',
          message: { text: 'hi' },
        },
      })
      expect(reviews[0]?.details[0]).toEqual({
        label: 'Warning: another chain',
        value:
          "This data names chain 1, not this Safe's chain. Signed on chain, it counts only for this Safe on Coffer Devchain, never on chain 1.",
      })
    })

    it('go on chain for an SDK older than 7.11.0, which cannot read an off-chain answer', async () => {
      const { call, reviews } = setup()
      expect(await call('signMessage', { message: 'hello' }, '7.10.0')).toEqual({ safeTxHash })
      expect(reviews).toHaveLength(1)
    })

    it('check typed data first: "Invalid typed data", "Please specify primaryType"', async () => {
      const { call } = setup()
      expect(await refusal(() => call('signTypedMessage', { typedData: { types: {} } }))).toBe(
        'Invalid typed data',
      )
      expect(
        await refusal(() =>
          call('signTypedMessage', {
            typedData: {
              domain: {},
              types: { A: [{ name: 'a', type: 'uint256' }], B: [] },
              message: { a: 1 },
            },
          }),
        ),
      ).toBe('Please specify primaryType')
    })
  })

  it('getOffChainSignature answers the prepared signature, or an empty string while there is none', async () => {
    const signature: Hex = `0x${'11'.repeat(65)}`
    const { call } = setup()
    expect(await call('getOffChainSignature', safeTxHash)).toBe('')
    const signed = setup({
      offChainSigner: {
        requestMessageSignature: vi.fn(),
        findSignedByOwner: async () => undefined,
        getOffChainSignature: async () => signature,
      },
    })
    expect(await signed.call('getOffChainSignature', safeTxHash)).toBe(signature)
    expect(await refusal(() => call('getOffChainSignature', { messageHash: safeTxHash }))).toBe(
      'Invalid message hash',
    )
  })

  describe('permissions and the address book', () => {
    it('needs the person’s permission for the address book: "Permissions rejected" without it', async () => {
      const { call } = setup()
      expect(call('wallet_getPermissions')).toEqual([])
      expect(await refusal(() => call('requestAddressBook'))).toBe('Permissions rejected')
    })

    it('asks once; a grant is remembered and lets the app read the chain’s address book', async () => {
      const { call, prompts } = setup()
      expect(await call('wallet_requestPermissions', [{ requestAddressBook: {} }])).toEqual([
        { parentCapability: 'requestAddressBook', invoker: app.origin, date: 1, caveats: [] },
      ])
      expect(await call('wallet_requestPermissions', [{ requestAddressBook: {} }])).toHaveLength(1)
      expect(prompts).toEqual([['requestAddressBook']])
      expect(call('requestAddressBook')).toEqual([{ address: recipient, chainId: '31337', name: 'Alice' }])
    })

    it('keeps no refusal: "Permissions rejected", and the next explicit request asks again', async () => {
      const { call, prompts, refusePrompts, allowPrompts, decisions } = setup()
      refusePrompts()
      expect(await refusal(() => call('wallet_requestPermissions', [{ requestAddressBook: {} }]))).toBe(
        'Permissions rejected',
      )
      expect(decisions).toEqual([])
      expect(call('wallet_getPermissions')).toEqual([])
      allowPrompts()
      expect(await call('wallet_requestPermissions', [{ requestAddressBook: {} }])).toHaveLength(1)
      expect(prompts).toHaveLength(2)
      expect(call('requestAddressBook')).toEqual([{ address: recipient, chainId: '31337', name: 'Alice' }])
    })

    it('refuses a request for anything but a restricted method', async () => {
      const { call, prompts } = setup()
      expect(await refusal(() => call('wallet_requestPermissions', [{ eth_accounts: {} }]))).toBe(
        'Permissions request is invalid',
      )
      expect(prompts).toEqual([])
    })
  })
})
