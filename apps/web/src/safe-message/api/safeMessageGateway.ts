import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { GatewayError } from '../../gateway/GatewayError.ts'
import { gatewayGet, gatewaySend } from '../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../gateway/parseGatewayResponse.ts'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
import type { SafeMessageContent } from '../model/toSafeMessageContent.ts'
import {
  type SafeMessage,
  type SafeMessagePage,
  SafeMessagePageSchema,
  SafeMessageSchema,
} from './SafeMessageSchema.ts'

type SafeParameters = { chainId: string; safeAddress: string }

/** One page of GET …/safes/{safe}/messages (§9.2); later pages by the gateway's `next` link. */
export function getSafeMessagesPage(
  { chainId, safeAddress }: SafeParameters,
  pageUrl?: string,
): Promise<SafeMessagePage> {
  return parseGatewayResponse(
    () => gatewayGet(pageUrl ?? `/v1/chains/${chainId}/safes/${safeAddress}/messages`),
    SafeMessagePageSchema,
    'message list',
  )
}

export function safeMessagesQueryOptions(parameters: SafeParameters) {
  return infiniteQueryOptions({
    // Under the Safe's messages key: a live `messages` change (SSE) refetches every loaded page.
    queryKey: [...safeQueryKeys.messages(parameters.chainId, parameters.safeAddress), 'list'],
    queryFn: ({ pageParam }) => getSafeMessagesPage(parameters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 15_000,
  })
}

/** GET /v1/chains/{chainId}/messages/{messageHash} (§9.3). */
export function getSafeMessage({ chainId }: { chainId: string }, messageHash: string): Promise<SafeMessage> {
  return parseGatewayResponse(
    () => gatewayGet(`/v1/chains/${chainId}/messages/${messageHash}`),
    SafeMessageSchema,
    'message',
  )
}

/**
 * The message stored under `messageHash`, or null when the gateway has none (404): a message about to
 * be signed may or may not have been proposed by another owner already.
 */
export async function findSafeMessage(
  parameters: { chainId: string },
  messageHash: string,
): Promise<SafeMessage | null> {
  try {
    return await getSafeMessage(parameters, messageHash)
  } catch (error) {
    if (error instanceof GatewayError && error.status === 404) return null
    throw error
  }
}

export function safeMessageQueryOptions({
  chainId,
  safeAddress,
  messageHash,
}: SafeParameters & { messageHash: string }) {
  return queryOptions({
    queryKey: safeQueryKeys.message(chainId, safeAddress, messageHash.toLowerCase()),
    queryFn: () => findSafeMessage({ chainId }, messageHash),
    staleTime: 10_000,
  })
}

const AcceptedSchema = z.unknown()

/** POST …/safes/{safe}/messages (§9.4): stores the message with its first signature (202, no body to rely on). */
export async function proposeSafeMessage(
  { chainId, safeAddress }: { chainId: string; safeAddress: Address },
  {
    message,
    signature,
    safeAppId,
    origin,
  }: { message: SafeMessageContent; signature: Hex; safeAppId?: number; origin?: string },
): Promise<void> {
  await parseGatewayResponse(
    () =>
      gatewaySend('POST', `/v1/chains/${chainId}/safes/${safeAddress}/messages`, {
        message,
        signature,
        safeAppId: safeAppId ?? null,
        ...(origin ? { origin } : {}),
      }),
    AcceptedSchema,
    'answer',
  )
}

/** POST /v1/chains/{chainId}/messages/{messageHash}/signatures (§9.5): adds an owner's signature. */
export async function confirmSafeMessage(
  { chainId }: { chainId: string },
  messageHash: Hex,
  signature: Hex,
): Promise<void> {
  await parseGatewayResponse(
    () => gatewaySend('POST', `/v1/chains/${chainId}/messages/${messageHash}/signatures`, { signature }),
    AcceptedSchema,
    'answer',
  )
}
