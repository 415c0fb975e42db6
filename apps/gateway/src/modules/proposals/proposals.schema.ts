import { type Hex, zeroAddress } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'

/** Lowercase 0x-hex, as the store keeps hashes and data (db/tables/safeData.ts conventions). */
const HexStringSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'Invalid "0x" notated hex string')
  .transform(toLowerHex)

const HexBytesSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]*$/, 'Invalid "0x" notated hex string')
  .refine((value) => value.length % 2 === 0, { message: 'Invalid hex bytes' })
  .transform(toLowerHex)

/** One or more concatenated 65-byte signature parts (plus any EIP-1271 dynamic parts). */
export const SignatureSchema = HexBytesSchema.refine((value) => value.length >= 2 + 65 * 2, {
  message: 'Invalid signature',
})

export const HashSchema = HexStringSchema.refine((value) => value.length === 66, {
  message: 'Invalid "0x" notated hex string',
})

/**
 * A uint256 in base 10. zod runs a refinement even after an earlier check failed, so the regex aborts:
 * otherwise `BigInt("1e18")` would throw inside the parse and answer 500 instead of 422.
 */
const NumericStringSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, { message: 'Invalid base-10 numeric string', abort: true })
  .refine((value) => BigInt(value) < 2n ** 256n, { message: 'Invalid base-10 numeric string' })

export const ProposeParamsSchema = ChainIdParamsSchema.extend({ safeAddress: AddressSchema })

/** The SDK's `MultisigTransactionRequest` (gateway-contract.md §6.14). */
export const ProposeBodySchema = z.object({
  to: AddressSchema,
  value: NumericStringSchema,
  data: HexBytesSchema.nullish().transform((value) => (value ? value : '0x')),
  nonce: NumericStringSchema,
  operation: z.union([z.literal(0), z.literal(1)]),
  safeTxGas: NumericStringSchema,
  baseGas: NumericStringSchema,
  gasPrice: NumericStringSchema,
  gasToken: AddressSchema,
  refundReceiver: AddressSchema.nullish().transform((value) => value ?? zeroAddress),
  safeTxHash: HashSchema,
  sender: AddressSchema,
  signature: SignatureSchema.nullish(),
  origin: z.string().max(200).nullish(),
})
export type ProposeBody = z.infer<typeof ProposeBodySchema>

export const SafeTxHashParamsSchema = ChainIdParamsSchema.extend({ safeTxHash: HashSchema })

/** `{ signature }`, or the mobile apps' alias `{ signedSafeTxHash }` (gateway-contract.md §6.15). */
export const ConfirmBodySchema = z
  .object({ signature: SignatureSchema.optional(), signedSafeTxHash: SignatureSchema.optional() })
  .refine((body) => (body.signature === undefined) !== (body.signedSafeTxHash === undefined), {
    message: 'Exactly one of signature or signedSafeTxHash is required',
  })
export type ConfirmBody = z.infer<typeof ConfirmBodySchema>

export const DeleteBodySchema = z.object({ signature: SignatureSchema })
export type DeleteBody = z.infer<typeof DeleteBodySchema>

/** The regex above guarantees the 0x prefix. */
function toLowerHex(value: string): Hex {
  return `0x${value.slice(2).toLowerCase()}`
}
