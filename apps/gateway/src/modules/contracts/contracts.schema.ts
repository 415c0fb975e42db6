import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'

/** An address in any case, normalised to EIP-55; anything else is a 422 (gateway-contract.md §1). */
export const AddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })
  .transform((value) => getAddress(value))

export const ContractParamsSchema = ChainIdParamsSchema.extend({ contractAddress: AddressSchema })

/**
 * CGW `Contract` (gateway-contract.md §8.2). Its route entity (and so its OpenAPI) declares `logoUri` a
 * string, but its code sends null for a contract without a logo (ContractMapper: `logoUrl ?? null`,
 * pinned by its spec); where the two disagree we follow the code.
 */
export const ContractSchema = z.object({
  address: z.string(),
  name: z.string(),
  displayName: z.string(),
  logoUri: z.string().nullable().describe('null when no logo is known, as CGW sends it'),
  contractAbi: z.object({ abi: z.array(z.record(z.string(), z.unknown())) }).nullable(),
  trustedForDelegateCall: z.boolean(),
})
export type Contract = z.infer<typeof ContractSchema>
