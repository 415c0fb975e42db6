import { type SafeSignatureType, splitSafeSignatures } from '@coffer/safe'
import { isHex } from 'viem'
import type { SafeMessage } from '../../messages/messages.schema.ts'
import type { TxServiceSafeMessage } from '../txService.schema.ts'

/** How the Safe reads a signature part: by its `v` (the stored parts were checked when they were added). */
function signatureTypeOf(signature: string): SafeSignatureType {
  if (!isHex(signature)) return 'EOA'
  try {
    return splitSafeSignatures(signature)[0]?.type ?? 'EOA'
  } catch {
    return 'EOA'
  }
}

/**
 * The CGW message in the service's words. CGW keeps one time per message, not per confirmation: each
 * confirmation shows the message's last change.
 */
export function toSafeMessage(
  message: SafeMessage,
  { safe, safeAppId }: { safe: string; safeAppId: number | null },
): TxServiceSafeMessage {
  const created = new Date(message.creationTimestamp).toISOString()
  const modified = new Date(message.modifiedTimestamp).toISOString()
  return {
    created,
    modified,
    safe,
    messageHash: message.messageHash,
    message: message.message,
    proposedBy: message.proposedBy.value,
    safeAppId,
    confirmations: message.confirmations.map((confirmation) => ({
      created: modified,
      modified,
      owner: confirmation.owner.value,
      signature: confirmation.signature,
      signatureType: signatureTypeOf(confirmation.signature),
    })),
    preparedSignature: message.preparedSignature,
    origin: message.origin,
  }
}
