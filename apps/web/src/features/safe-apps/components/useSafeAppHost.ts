import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Hex } from 'viem'
import { readAddressBook } from '../../../address-book/addressBookStore.ts'
import { requestChainRpc } from '../../../chain/requestChainRpc.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { balancesQueryOptions } from '../../../gateway/getBalances.ts'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'
import {
  listPermissionDecisions,
  recordPermissionDecision,
  type SafeAppCapability,
} from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { openSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { getAppTransaction } from '../api/getAppTransaction.ts'
import { offChainSigner } from '../api/offChainSigner.ts'
import { createAppCommunicator } from '../host/createAppCommunicator.ts'
import { createHostDialog } from '../host/createDialogQueue.ts'
import {
  createHostHandlers,
  type HostDependencies,
  type SafeAppIdentity,
  transactionRejectedMessage,
} from '../host/createHostHandlers.ts'
import { SafeAppRequestError } from '../host/safeAppsProtocol.ts'
import { toAppBalances } from '../host/toAppBalances.ts'
import { type AppSafeInfo, toAppSafeInfo } from '../host/toAppSafeInfo.ts'
import { toProposalOrigin } from '../host/toProposalOrigin.ts'

export type PermissionPromptState = {
  capabilities: SafeAppCapability[]
  answer: (granted: boolean) => void
}

/**
 * Runs the host side of the protocol for one app on this page. The `message` listener is registered in
 * an effect before `listening` turns true, and the page renders the frame only then, so no request can
 * arrive unheard. The Safe is read from memory (`safe` must be loaded before the frame is shown):
 * getSafeInfo and getChainInfo answer in the same task.
 */
export function useSafeAppHost({
  chain,
  safe,
  app,
}: {
  chain: ChainInfo
  safe: SafeInfo
  app: SafeAppIdentity
}) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const queryClient = useQueryClient()
  const { address: connected } = useWalletSnapshot()
  const [listening, setListening] = useState(false)
  const [prompt, setPrompt] = useState<PermissionPromptState | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  // Kept current for the handlers without restarting the channel: the Safe changes (a new nonce, an
  // owner added), the wallet connects; the app reads the latest on its next getSafeInfo.
  const appSafeInfo = useMemo(() => toAppSafeInfo(safe, { connected }), [safe, connected])
  const safeInfoRef = useRef<AppSafeInfo>(appSafeInfo)
  const signerRef = useRef(connected)
  useLayoutEffect(() => {
    safeInfoRef.current = appSafeInfo
    signerRef.current = connected
  }, [appSafeInfo, connected])

  const { name, url, origin, iconUrl } = app
  useEffect(() => {
    const identity = { name, url, origin, iconUrl: iconUrl ?? null }
    const safeAddress = safeInfoRef.current.safeAddress
    const deps: HostDependencies = {
      chain,
      app: identity,
      hostOrigin: window.location.origin,
      getSafeInfo: () => safeInfoRef.current,
      rpc: (method, params) => requestChainRpc(chain, { method, params }),
      getBalances: async (currency) =>
        toAppBalances(
          await queryClient.fetchQuery(
            balancesQueryOptions({ chainId: chain.chainId, safeAddress, currency }),
          ),
        ),
      getTransaction: (safeTxHash) => getAppTransaction({ chainId: chain.chainId, safeAddress, safeTxHash }),
      reviewTransaction: (review) => {
        const flow = createHostDialog<{ safeTxHash: Hex }>(
          () => new SafeAppRequestError(transactionRejectedMessage),
        )
        openSafeTxReview({
          kind: 'new',
          chain,
          safe: safeAddress,
          draft: review.draft,
          title: review.title,
          details: review.details,
          origin: toProposalOrigin(identity),
          ...(review.safeTxGas === undefined ? {} : { safeTxGas: review.safeTxGas }),
          onSubmitted: ({ safeTxHash }) => flow.answer({ safeTxHash }),
          onClosed: flow.close,
        })
        return flow.dialog
      },
      offChainSigner,
      getSigner: () => signerRef.current,
      notify: setNotice,
      permissions: {
        list: () => listPermissionDecisions(origin),
        prompt: (capabilities) =>
          new Promise((resolve) =>
            setPrompt({
              capabilities,
              answer: (granted) => {
                setPrompt(null)
                resolve(granted)
              },
            }),
          ),
        grant: (capability) => recordPermissionDecision(origin, capability, true),
      },
      getAddressBook: () =>
        readAddressBook(chain.chainId).map((entry) => ({
          address: entry.address,
          chainId: chain.chainId,
          name: entry.name,
        })),
    }
    const communicator = createAppCommunicator({
      appOrigin: origin,
      getAppWindow: () => frameRef.current?.contentWindow ?? null,
      handlers: createHostHandlers(deps),
    })
    const onMessage = (event: MessageEvent) => communicator.receive(event)
    window.addEventListener('message', onMessage)
    setListening(true)
    return () => {
      window.removeEventListener('message', onMessage)
      communicator.stop()
      setListening(false)
      setPrompt(null)
      setNotice(null)
    }
  }, [chain, name, url, origin, iconUrl, queryClient])

  return { frameRef, listening, prompt, notice }
}
