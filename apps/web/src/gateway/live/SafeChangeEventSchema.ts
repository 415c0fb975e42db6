import * as z from 'zod/mini'
import type { SafeChangeKind } from '../safeQueryKeys.ts'

const kinds = [
  'safe',
  'history',
  'queue',
  'collectibles',
  'balances',
  'messages',
] as const satisfies readonly SafeChangeKind[]

/**
 * The `data` of the gateway's SSE `change` event: which Safe changed and which of its views. A kind this
 * app does not know yet is dropped, not fatal; the chain id may come as a number or a string.
 */
export const SafeChangeEventSchema = z.object({
  chainId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  safeAddress: z.string(),
  kinds: z.pipe(
    z.array(z.string()),
    z.transform((values) =>
      values.filter((value): value is SafeChangeKind => kinds.some((kind) => kind === value)),
    ),
  ),
})
export type SafeChangeEvent = z.infer<typeof SafeChangeEventSchema>

/** Parses an event's `data`; undefined when it is not JSON or not a change. */
export function parseSafeChangeEvent(data: string): SafeChangeEvent | undefined {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    return undefined
  }
  const parsed = SafeChangeEventSchema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}
