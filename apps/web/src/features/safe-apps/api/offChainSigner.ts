import { getSafeMessageHashes } from '@coffer/safe'
import { hexToBytes, isAddressEqual, isHex } from 'viem'
import { findSafeMessage } from '../../../safe-message/api/safeMessageGateway.ts'
import {
  toSafeMessageContent as checkSafeMessageContent,
  type SafeMessageContent,
} from '../../../safe-message/model/toSafeMessageContent.ts'
import { openSafeMessageSign } from '../../../safe-message/safeMessageSignStore.ts'
import { createHostDialog } from '../host/createDialogQueue.ts'
import {
  MessageSigningRejectedError,
  type OffChainMessageAnswer,
  type OffChainMessageSigner,
} from '../host/offChainMessageSigner.ts'
import type { SafeAppMessage } from '../host/safeAppMessage.ts'
import { getMessagePreparedSignature } from './getMessagePreparedSignature.ts'

/**
 * The host's off-chain message signer: the one message-signing dialog (`safe-message/`), labelled with the
 * app. It answers with the SafeMessage hash once this owner's signature is stored, and with the prepared
 * signature too when that already met the threshold; closing the dialog unsigned is a rejection.
 */
export const offChainSigner: OffChainMessageSigner = {
  requestMessageSignature: ({ chain, safe, message, app }) => {
    const flow = createHostDialog<OffChainMessageAnswer>(
      () => new MessageSigningRejectedError('Message signing was rejected'),
    )
    const content = toGatewayMessage(message)
    if (content instanceof Error) {
      // Nothing to show: the app hears why at once.
      return { answer: Promise.reject(content), closed: Promise.resolve() }
    }
    openSafeMessageSign({
      kind: 'new',
      chain,
      safe,
      content,
      // As Safe{Wallet} labels an app's transactions and messages: its name and URL, as JSON.
      origin: JSON.stringify({ name: app.name, url: app.url }),
      // Named with its icon in the dialog: the owner sees which app asks before reading the message.
      app: { name: app.name, iconUrl: app.iconUrl },
      // The app chose off-chain signing (`safe_setSettings`); on-chain is its own request.
      allowOnChain: false,
      onSigned: ({ safeMessageHash }) => {
        void getMessagePreparedSignature({ chainId: chain.chainId, messageHash: safeMessageHash })
          .catch(() => undefined)
          .then((signature) =>
            flow.answer(
              signature ? { messageHash: safeMessageHash, signature } : { messageHash: safeMessageHash },
            ),
          )
      },
      onClosed: flow.close,
    })
    return flow.dialog
  },
  findSignedByOwner: async ({ chain, safe, version, message, owner }) => {
    const content = toGatewayMessage(message)
    if (content instanceof Error) return undefined
    const { safeMessageHash } = getSafeMessageHashes({
      chainId: Number(chain.chainId),
      safe,
      version,
      message: content,
    })
    const stored = await findSafeMessage({ chainId: chain.chainId }, safeMessageHash)
    if (!stored?.confirmations.some((confirmation) => isAddressEqual(confirmation.owner.value, owner)))
      return undefined
    const signature = stored.preparedSignature
    return {
      messageHash: safeMessageHash,
      ...(signature && isHex(signature) ? { signature } : {}),
      submitted: stored.confirmationsSubmitted,
      required: stored.confirmationsRequired,
    }
  },
  getOffChainSignature: ({ chain, messageHash }) =>
    getMessagePreparedSignature({ chainId: chain.chainId, messageHash }),
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The message as the gateway keeps it: a text, or checked typed data. `signMessage` with 0x bytes means
 * those bytes (personal_sign); the gateway keeps text, whose EIP-191 hash is the same when the bytes are
 * UTF-8. Other bytes have no text form: the app must sign them on chain.
 */
export function toGatewayMessage(message: SafeAppMessage): SafeMessageContent | Error {
  if (message.kind === 'typed') {
    // Parsed integers are bigints; the gateway takes typed data as JSON, integers as decimal strings.
    const json: unknown = JSON.parse(
      JSON.stringify(message.typedData, (_key, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      ),
    )
    const checked = checkSafeMessageContent(json)
    return checked.ok ? checked.value : new Error('Invalid typed data')
  }
  const { text } = message
  if (!isHex(text, { strict: true }) || text.length % 2 !== 0) return text
  try {
    return utf8.decode(hexToBytes(text))
  } catch {
    return new Error('These bytes are not text: sign them on chain (safe_setSettings offChainSigning: false)')
  }
}
