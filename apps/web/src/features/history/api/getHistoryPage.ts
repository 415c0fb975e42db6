import { gatewayGet, toQueryString } from '../../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../../gateway/parseGatewayResponse.ts'
import { type HistoryPage, HistoryPageSchema } from '../model/HistoryPageSchema.ts'

export type HistoryParameters = { chainId: string; safeAddress: string; timeZone: string }

/**
 * One page of GET /v1/chains/{c}/safes/{a}/transactions/history (§6.8): the first without `pageUrl`,
 * later ones by the `next` link, taken through our own base URL (the link carries the host the gateway
 * saw, which behind a proxy is not the browser's).
 */
export function getHistoryPage(
  { chainId, safeAddress, timeZone }: HistoryParameters,
  pageUrl?: string,
): Promise<HistoryPage> {
  return parseGatewayResponse(
    () =>
      gatewayGet(
        pageUrl ??
          `/v1/chains/${chainId}/safes/${safeAddress}/transactions/history${toQueryString({ timezone: timeZone })}`,
      ),
    HistoryPageSchema,
    'history page',
  )
}
