import { gatewayFetch, readGatewayJson, toQueryString } from '../../../gateway/gatewayClient.ts'
import type { UnsubscribeCategory } from '../model/parseUnsubscribeLink.ts'

/**
 * `DELETE /v1/subscriptions` (one category) or `/v1/subscriptions/all`, with the email's token: no
 * session, the link is the proof. The gateway answers 200 whether or not the token still names an email.
 */
export async function unsubscribe({
  token,
  category,
}: {
  token: string
  category?: UnsubscribeCategory
}): Promise<void> {
  const path = category
    ? `/v1/subscriptions${toQueryString({ category, token })}`
    : `/v1/subscriptions/all${toQueryString({ token })}`
  const response = await gatewayFetch(path, { method: 'DELETE' })
  if (!response.ok) await readGatewayJson(response)
}
