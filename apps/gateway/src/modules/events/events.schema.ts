import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'

export const SafeEventsParamsSchema = ChainIdParamsSchema.extend({
  safeAddress: z
    .string()
    .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })
    .transform((value) => getAddress(value))
    .describe('Safe address, any case'),
})

/** The JSON in each `change` event's `data` line. */
export const SafeChangeEventSchema = z
  .object({
    chainId: z.string(),
    safeAddress: z.string(),
    kinds: z.array(z.enum(['safe', 'history', 'queue', 'collectibles', 'balances', 'messages'])),
  })
  .describe(
    'text/event-stream. Events: `ready` once connected; `change` with this JSON whenever something about the Safe ' +
      'changed (refetch the views its kinds name); `: ping` comments every 15 s keep proxies from closing it.',
  )
