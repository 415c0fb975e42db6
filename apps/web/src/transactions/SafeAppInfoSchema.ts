import * as z from 'zod/mini'
import { orNull } from '../gateway/orNull.ts'

/**
 * The Safe App a transaction came from (gateway-contract §4.5: the proposal's origin URL matched against the
 * chain's apps). A logo that is missing or not a string still leaves the name: the row shows an initial.
 */
export const SafeAppInfoSchema = z.object({
  name: z.string(),
  url: z.string(),
  logoUri: z.catch(orNull(z.string()), null),
})
export type SafeAppInfo = z.infer<typeof SafeAppInfoSchema>
