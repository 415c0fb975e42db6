import * as z from 'zod/mini'
import type { SafeMessage } from '../api/SafeMessageSchema.ts'

/** The app a message came from, as the dialog, the row and the page name it. */
export type MessageApp = { name: string; iconUrl: string | null }

/** What a Safe App host writes as a message's `origin`: Safe{Wallet}'s `{"name","url"}` JSON. */
const OriginSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  url: z.optional(z.string()),
})

/**
 * The Safe App that asked for a message: the gateway's `name` and `logoUri` (from the app id, §9.2), else
 * the name its `origin` carries (a CGW field the app host writes), without an icon. Undefined when neither
 * says: the message was written on the Messages page.
 */
export function findMessageApp(
  message: Pick<SafeMessage, 'name' | 'logoUri' | 'origin'>,
): MessageApp | undefined {
  if (message.name?.trim()) return { name: message.name.trim(), iconUrl: message.logoUri }
  if (!message.origin) return undefined
  let json: unknown
  try {
    json = JSON.parse(message.origin)
  } catch {
    return undefined
  }
  const parsed = OriginSchema.safeParse(json)
  return parsed.success ? { name: parsed.data.name, iconUrl: message.logoUri } : undefined
}
