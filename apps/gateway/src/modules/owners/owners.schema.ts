import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressInputSchema, AddressSchema } from '../safes/safes.schema.ts'

export const OwnerParamsSchema = z.object({ ownerAddress: AddressInputSchema })
export const ChainOwnerParamsSchema = OwnerParamsSchema.extend({ chainId: ChainIdParamsSchema.shape.chainId })

/** gateway-contract.md §7.3. */
export const OwnedSafesSchema = z.object({ safes: z.array(AddressSchema) })
export type OwnedSafes = z.infer<typeof OwnedSafesSchema>

/** §7.4, v1 (removed from CGW, still called by the SDK's getAllOwnedSafes): every configured chain. */
export const AllOwnedSafesSchema = z.record(z.string(), z.array(AddressSchema))
/** §7.4, v2: null for a chain whose lookup failed. */
export const AllOwnedSafesV2Schema = z.record(z.string(), z.array(AddressSchema).nullable())
