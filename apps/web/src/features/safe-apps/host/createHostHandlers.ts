import type { Hex } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type {
  PermissionEntry,
  SafeAppCapability,
} from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { buildBatchDraft } from '../../../safe-tx/model/encodeMultiSend.ts'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'
import { t } from '../i18n/t.ts'
import { createSerialQueue } from './createSerialQueue.ts'
import { decideRpcCall, type SafeAppReadCall, type SafeAppSettings } from './decideRpcCall.ts'
import { MessageSigningRejectedError, type OffChainMessageSigner } from './offChainMessageSigner.ts'
import {
  parseGetOffChainSignatureParams,
  parseGetSafeBalancesParams,
  parseGetTxBySafeTxHashParams,
  parsePermissionRequests,
  parseSendTransactionsParams,
  parseSignMessageParams,
  type SafeAppTransaction,
} from './parseMethodParams.ts'
import { parseSignTypedMessageParams } from './parseTypedData.ts'
import { describeSafeAppMessage, hashSafeAppMessage, type SafeAppMessage } from './safeAppMessage.ts'
import { type SafeAppMethod, type SafeAppRequest, SafeAppRequestError } from './safeAppsProtocol.ts'
import { shouldSignOffChain } from './shouldSignOffChain.ts'
import type { AppChainInfo } from './toAppChainInfo.ts'
import { toAppChainInfo } from './toAppChainInfo.ts'
import { toAppPermissions } from './toAppPermissions.ts'
import type { AppSafeInfo } from './toAppSafeInfo.ts'
import { toSignMessageDraft } from './toSignMessageDraft.ts'

/** What the owner closing a review (transaction or message) tells the app: Safe{Wallet}'s wording. */
export const transactionRejectedMessage = 'Transaction was rejected'
/** What a refused or missing permission tells the app (the SDK reports it as PermissionsError 4001). */
export const permissionsRejectedMessage = 'Permissions rejected'

export type SafeAppIdentity = {
  name: string
  /** The URL the frame loads. */
  url: string
  /** Its origin: where messages must come from and answers go to. */
  origin: string
}

/** A transaction an app asked for, ready for the review dialog. */
export type SafeAppTxReview = {
  draft: SafeTxDraft
  safeTxGas: bigint | undefined
  title: string
  details: { label: string; value: string }[]
}

export type AddressBookItem = { address: string; chainId: string; name: string }

/** What the host page shows the person about an app's request it could not serve. */

/** The host's boundary: every side effect of answering an app, passed in (and faked in tests). */
export type HostDependencies = {
  chain: ChainInfo
  app: SafeAppIdentity
  /** This page's origin (getEnvironmentInfo). */
  hostOrigin: string
  /** The Safe as the app sees it, from memory: wagmi's safe() connector gives getSafeInfo 10 ms. */
  getSafeInfo: () => AppSafeInfo
  /** A read on the chain's node. */
  rpc: (method: SafeAppReadCall, params: readonly unknown[]) => Promise<unknown>
  /** The Safe's balances in `currency`, in the gateway's SafeBalanceResponse shape. */
  getBalances: (currency: string) => Promise<unknown>
  /** The gateway's TransactionDetails of this Safe's transaction `safeTxHash`. */
  getTransaction: (safeTxHash: Hex) => Promise<unknown>
  /**
   * Opens the review dialog: resolves with the safeTxHash once proposed (or executed), rejects with a
   * SafeAppRequestError(transactionRejectedMessage) when the owner closes it first.
   */
  reviewTransaction: (review: SafeAppTxReview) => Promise<{ safeTxHash: Hex }>
  offChainSigner: OffChainMessageSigner
  permissions: {
    /** This app's decisions. */
    list: () => PermissionEntry[]
    /** Asks the person; resolves with whether they allowed it. */
    prompt: (capabilities: SafeAppCapability[]) => Promise<boolean>
    record: (capability: SafeAppCapability, granted: boolean) => void
  }
  /** This chain's address book. */
  getAddressBook: () => AddressBookItem[]
}

export type HostHandler = (request: SafeAppRequest) => unknown

function toDraft(txs: readonly SafeAppTransaction[]): SafeTxDraft {
  const calls = txs.map((tx) => ({ ...tx, operation: 0 as const }))
  const [only] = calls
  if (only && calls.length === 1) return only
  const batch = buildBatchDraft(calls)
  // parseSendTransactionsParams refused an empty list, and apps only make plain calls.
  if (!batch.ok) throw new Error(`Cannot batch the app's calls: ${batch.error.code}`)
  return batch.draft
}

/**
 * The 13 methods of the protocol. Answers that need nobody are immediate (getSafeInfo and getChainInfo
 * synchronous, from memory); what needs the person (transactions, signatures, permissions) waits its turn
 * in one queue, so dialogs open one at a time. Settings (`safe_setSettings`) last as long as the handlers:
 * one app session.
 */
export function createHostHandlers(deps: HostDependencies): Record<SafeAppMethod, HostHandler> {
  const { app, chain } = deps
  const settings: SafeAppSettings = { offChainSigning: true }
  const interactive = createSerialQueue()
  const chainInfo: AppChainInfo = toAppChainInfo(chain)
  const requestedBy = { label: t('safe_apps.review.requested_by'), value: `${app.name} (${app.origin})` }

  async function signOnChain(message: SafeAppMessage): Promise<{ safeTxHash: Hex }> {
    const messageHash = hashSafeAppMessage(message)
    return deps.reviewTransaction({
      draft: toSignMessageDraft(messageHash, { version: deps.getSafeInfo().version }),
      safeTxGas: undefined,
      title: t('safe_apps.review.sign_title', { app: app.name }),
      details: [
        requestedBy,
        { label: t('safe_apps.review.message'), value: describeSafeAppMessage(message) },
        { label: t('safe_apps.review.message_hash'), value: messageHash },
      ],
    })
  }

  async function signOffChain(message: SafeAppMessage): Promise<{ messageHash: Hex; signature?: Hex }> {
    try {
      return await deps.offChainSigner.requestMessageSignature({
        chain,
        safe: deps.getSafeInfo().safeAddress,
        message,
        app: { name: app.name, url: app.url },
      })
    } catch (error) {
      if (error instanceof MessageSigningRejectedError)
        throw new SafeAppRequestError(transactionRejectedMessage)
      throw error
    }
  }

  /** `{messageHash, signature?}` off chain, `{safeTxHash}` on chain: the SDK's SignMessageResponse. */
  function sign(
    message: SafeAppMessage,
    sdkVersion: string,
  ): Promise<{ safeTxHash: Hex } | { messageHash: Hex; signature?: Hex }> {
    const offChain = shouldSignOffChain({ safe: deps.getSafeInfo(), chain, sdkVersion, settings })
    return interactive.run<{ safeTxHash: Hex } | { messageHash: Hex; signature?: Hex }>(() =>
      offChain ? signOffChain(message) : signOnChain(message),
    )
  }

  function hasDecision(capability: SafeAppCapability, granted: boolean): boolean {
    return deps.permissions
      .list()
      .some((entry) => entry.capability === capability && entry.granted === granted)
  }

  return {
    getSafeInfo: () => deps.getSafeInfo(),
    getChainInfo: () => chainInfo,
    getEnvironmentInfo: () => ({ origin: deps.hostOrigin }),
    getSafeBalances: ({ params }) => deps.getBalances(parseGetSafeBalancesParams(params)),
    getTxBySafeTxHash: ({ params }) => deps.getTransaction(parseGetTxBySafeTxHashParams(params)),

    rpcCall: ({ params }) => {
      const decision = decideRpcCall(params, { safeAddress: deps.getSafeInfo().safeAddress })
      if (decision.kind === 'forward') return deps.rpc(decision.method, decision.params)
      Object.assign(settings, decision.settings)
      return { ...settings }
    },

    sendTransactions: ({ params }) => {
      const { txs, safeTxGas } = parseSendTransactionsParams(params)
      const review: SafeAppTxReview = {
        draft: toDraft(txs),
        safeTxGas,
        title:
          txs.length === 1
            ? t('safe_apps.review.tx_title', { app: app.name })
            : t('safe_apps.review.batch_title', { app: app.name, count: txs.length }),
        details: [requestedBy],
      }
      return interactive.run(() => deps.reviewTransaction(review))
    },

    signMessage: ({ params, sdkVersion }) =>
      sign({ kind: 'text', text: parseSignMessageParams(params) }, sdkVersion),
    signTypedMessage: ({ params, sdkVersion }) =>
      sign(
        { kind: 'typed', typedData: parseSignTypedMessageParams(params, { chainId: Number(chain.chainId) }) },
        sdkVersion,
      ),
    // An unknown or not yet fully signed message answers '' (older Safe{Wallet}s did) rather than never.
    getOffChainSignature: async ({ params }) =>
      (await deps.offChainSigner.getOffChainSignature({
        chain,
        messageHash: parseGetOffChainSignatureParams(params),
      })) ?? '',

    requestAddressBook: () => {
      if (!hasDecision('requestAddressBook', true)) throw new SafeAppRequestError(permissionsRejectedMessage)
      return deps.getAddressBook()
    },
    wallet_getPermissions: () => toAppPermissions(app.origin, deps.permissions.list()),
    wallet_requestPermissions: ({ params }) => {
      const capabilities = parsePermissionRequests(params)
      // A refusal stands until the person revokes it in Settings: the app is not allowed to nag.
      if (capabilities.some((capability) => hasDecision(capability, false)))
        throw new SafeAppRequestError(permissionsRejectedMessage)
      const missing = capabilities.filter((capability) => !hasDecision(capability, true))
      if (missing.length === 0) return toAppPermissions(app.origin, deps.permissions.list())
      return interactive.run(async () => {
        const granted = await deps.permissions.prompt(missing)
        for (const capability of missing) deps.permissions.record(capability, granted)
        if (!granted) throw new SafeAppRequestError(permissionsRejectedMessage)
        return toAppPermissions(app.origin, deps.permissions.list())
      })
    },
  }
}
