import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'

/** An address in any case, normalised to EIP-55; anything else is a 422 (gateway-contract.md §1). */
export const AddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })
  .transform((value) => getAddress(value))

export const ContractParamsSchema = ChainIdParamsSchema.extend({ contractAddress: AddressSchema })

/** CGW `Contract` (gateway-contract.md §8.2). */
export const ContractSchema = z.object({
  address: z.string(),
  name: z.string(),
  displayName: z.string(),
  logoUri: z.string().nullable(),
  contractAbi: z.object({ abi: z.array(z.record(z.string(), z.unknown())) }).nullable(),
  trustedForDelegateCall: z.boolean(),
})
export type Contract = z.infer<typeof ContractSchema>
