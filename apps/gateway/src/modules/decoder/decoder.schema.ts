import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { maxMultiSendDepth } from './decodeCallData.ts'
import type { DataDecoded, DecodedValue, InternalTransaction } from './decoder.types.ts'

/**
 * The schemas below are unrolled to a fixed depth rather than recursive: the OpenAPI generator cannot
 * emit inline self-references. Decoding never goes deeper (`maxMultiSendDepth` in decodeCallData.ts).
 */
const maxValueNesting = 6

function decodedValueSchema(depth: number): z.ZodType<DecodedValue> {
  return depth >= maxValueNesting ? z.string() : z.union([z.string(), z.array(decodedValueSchema(depth + 1))])
}

function dataDecodedSchema(multiSendDepth: number): z.ZodType<DataDecoded> {
  const internalTransactions: z.ZodType<InternalTransaction[] | null | undefined> =
    multiSendDepth >= maxMultiSendDepth
      ? z.null().optional()
      : z
          .array(
            z.object({
              operation: z.union([z.literal(0), z.literal(1)]),
              to: z.string(),
              value: z.string().nullable(),
              data: z.string().nullable(),
              dataDecoded:
                multiSendDepth + 1 >= maxMultiSendDepth
                  ? z.null()
                  : dataDecodedSchema(multiSendDepth + 1).nullable(),
            }),
          )
          .nullable()
          .optional()
  return z.object({
    method: z.string(),
    parameters: z
      .array(
        z.object({
          name: z.string(),
          type: z.string(),
          value: decodedValueSchema(0),
          valueDecoded: internalTransactions,
        }),
      )
      .nullable(),
    accuracy: z
      .enum(['FULL_MATCH', 'PARTIAL_MATCH', 'ONLY_FUNCTION_MATCH', 'NO_MATCH', 'UNKNOWN'])
      .optional(),
  })
}

/** CGW `DataDecoded` (gateway-contract.md §4.4); `valueDecoded` only on MultiSend's `transactions`. */
export const DataDecodedSchema: z.ZodType<DataDecoded> = dataDecodedSchema(0)

export const HexSchema = z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid hex bytes')

export const DataDecoderParamsSchema = ChainIdParamsSchema

/** CGW requires `to` (the SDK makes it optional); `operation` is accepted and ignored. */
export const DataDecoderBodySchema = z.object({
  data: HexSchema.max(2 * 128 * 1024, 'Data too large'),
  to: AddressSchema,
  operation: z.union([z.literal(0), z.literal(1)]).optional(),
})
