import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type {
  PermissionEntry,
  SafeAppCapability,
} from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { otherChainOf } from '../../../safe-message/model/otherChainOf.ts'
import { buildBatchDraft } from '../../../safe-tx/model/encodeMultiSend.ts'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'
import { t } from '../i18n/t.ts'
import { createDialogQueue, type HostDialog } from './createDialogQueue.ts'
import { decideRpcCall, type SafeAppReadCall, type SafeAppSettings } from './decideRpcCall.ts'
import {
  MessageSigningRejectedError,
  type OffChainMessageAnswer,
  type OffChainMessageSigner,
} from './offChainMessageSigner.ts'
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
  /** Its icon, shown beside its name where it asks the owner for something. */
  iconUrl?: string | null
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
   * Opens the review dialog: answers the safeTxHash once proposed (or executed), or refuses with a
   * SafeAppRequestError(transactionRejectedMessage) when the owner closes it first.
   */
  reviewTransaction: (review: SafeAppTxReview) => HostDialog<{ safeTxHash: Hex }>
  offChainSigner: OffChainMessageSigner
  /** The connected wallet's address, if any: an owner who signed a message already is not asked again. */
  getSigner: () => Address | undefined
  /** One sentence for the person about a request answered without a dialog. */
  notify: (text: string) => void
  permissions: {
    /** This app's decisions. */
    list: () => PermissionEntry[]
    /** Asks the person; resolves with whether they allowed it. */
    prompt: (capabilities: SafeAppCapability[]) => Promise<boolean>
    /** Remembers a grant (revocable in Settings); a refusal is not kept, so the app may ask again. */
    grant: (capability: SafeAppCapability) => void
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
 * in one queue, so each request gets a dialog of its own, opened once the previous one is closed. Settings
 * (`safe_setSettings`) last as long as the handlers: one app session.
 */
export function createHostHandlers(deps: HostDependencies): Record<SafeAppMethod, HostHandler> {
  const { app, chain } = deps
  const settings: SafeAppSettings = { offChainSigning: true }
  const dialogs = createDialogQueue()
  const chainInfo: AppChainInfo = toAppChainInfo(chain)
  const requestedBy = { label: t('safe_apps.review.requested_by'), value: `${app.name} (${app.origin})` }

  function signOnChain(message: SafeAppMessage): HostDialog<{ safeTxHash: Hex }> {
    const messageHash = hashSafeAppMessage(message)
    const otherChain =
      message.kind === 'typed' ? otherChainOf(message.typedData, Number(chain.chainId)) : undefined
    return deps.reviewTransaction({
      draft: toSignMessageDraft(messageHash, { version: deps.getSafeInfo().version }),
      safeTxGas: undefined,
      title: t('safe_apps.review.sign_title', { app: app.name }),
      details: [
        // First, before anything else is read: SignMessageLib marks it for this Safe on this chain only.
        ...(otherChain === undefined
          ? []
          : [
              {
                label: t('safe_apps.review.other_chain_label'),
                value: t('safe_apps.review.other_chain', { chainId: otherChain, chain: chain.chainName }),
              },
            ]),
        requestedBy,
        { label: t('safe_apps.review.message'), value: describeSafeAppMessage(message) },
        { label: t('safe_apps.review.message_hash'), value: messageHash },
      ],
    })
  }

  async function signOffChain(message: SafeAppMessage): Promise<HostDialog<OffChainMessageAnswer>> {
    const { safeAddress: safe, version } = deps.getSafeInfo()
    const owner = deps.getSigner()
    // Signed by this owner already: the app gets the message's state now, the owner one sentence, no dialog.
    const known =
      owner && version
        ? await deps.offChainSigner.findSignedByOwner({ chain, safe, version, message, owner })
        : undefined
    if (known) {
      deps.notify(
        t('safe_apps.already_signed', {
          app: app.name,
          submitted: known.submitted,
          required: known.required,
        }),
      )
      const { submitted: _submitted, required: _required, ...answer } = known
      return { answer: Promise.resolve(answer), closed: Promise.resolve() }
    }
    const dialog = deps.offChainSigner.requestMessageSignature({
      chain,
      safe,
      message,
      app: { name: app.name, url: app.url, iconUrl: app.iconUrl ?? null },
    })
    return {
      ...dialog,
      answer: dialog.answer.catch((error: unknown) => {
        if (error instanceof MessageSigningRejectedError)
          throw new SafeAppRequestError(transactionRejectedMessage)
        throw error
      }),
    }
  }

  /** `{messageHash, signature?}` off chain, `{safeTxHash}` on chain: the SDK's SignMessageResponse. */
  function sign(
    message: SafeAppMessage,
    sdkVersion: string,
  ): Promise<{ safeTxHash: Hex } | OffChainMessageAnswer> {
    const offChain = shouldSignOffChain({ safe: deps.getSafeInfo(), chain, sdkVersion, settings })
    return dialogs.ask<{ safeTxHash: Hex } | OffChainMessageAnswer>(() =>
      offChain ? signOffChain(message) : signOnChain(message),
    )
  }

  function isGranted(capability: SafeAppCapability): boolean {
    return deps.permissions.list().some((entry) => entry.capability === capability && entry.granted)
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
      return dialogs.ask(() => deps.reviewTransaction(review))
    },

    signMessage: ({ params, sdkVersion }) =>
      sign({ kind: 'text', text: parseSignMessageParams(params) }, sdkVersion),
    signTypedMessage: ({ params, sdkVersion }) =>
      sign({ kind: 'typed', typedData: parseSignTypedMessageParams(params) }, sdkVersion),
    // An unknown or not yet fully signed message answers '' (older Safe{Wallet}s did) rather than never.
    getOffChainSignature: async ({ params }) =>
      (await deps.offChainSigner.getOffChainSignature({
        chain,
        messageHash: parseGetOffChainSignatureParams(params),
      })) ?? '',

    requestAddressBook: () => {
      if (!isGranted('requestAddressBook')) throw new SafeAppRequestError(permissionsRejectedMessage)
      return deps.getAddressBook()
    },
    wallet_getPermissions: () => toAppPermissions(app.origin, deps.permissions.list()),
    wallet_requestPermissions: ({ params }) => {
      const capabilities = parsePermissionRequests(params)
      // Every explicit request asks again what is not granted, as Safe{Wallet} does: a refusal is not kept.
      const missing = capabilities.filter((capability) => !isGranted(capability))
      if (missing.length === 0) return toAppPermissions(app.origin, deps.permissions.list())
      return dialogs.ask(() => {
        const answer = deps.permissions.prompt(missing).then((granted) => {
          if (!granted) throw new SafeAppRequestError(permissionsRejectedMessage)
          for (const capability of missing) deps.permissions.grant(capability)
          return toAppPermissions(app.origin, deps.permissions.list())
        })
        return { answer, closed: answer.then(() => undefined) }
      })
    },
  }
}
