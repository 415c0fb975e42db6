import * as z from 'zod/mini'
import { orNull } from '../gateway/orNull.ts'

/** One decoded call (gateway-contract §4.4). `parameters` nest: a multiSend's `transactions` decode to calls. */
export type DataDecoded = {
  method: string
  parameters: DataDecodedParameter[]
}

export type DataDecodedParameter = {
  name: string
  type: string
  /** A string, or nested arrays of strings for array and tuple types. */
  value: unknown
  valueDecoded: InternalTransaction[] | DataDecoded | null
}

/** One action of a multiSend batch. */
export type InternalTransaction = {
  operation: 0 | 1
  to: string
  value: string | null
  data: string | null
  dataDecoded: DataDecoded | null
}

export const InternalTransactionSchema: z.ZodMiniType<InternalTransaction> = z.object({
  operation: z.union([z.literal(0), z.literal(1)]),
  to: z.string(),
  value: orNull(z.string()),
  data: orNull(z.string()),
  get dataDecoded() {
    return orNull(DataDecodedSchema)
  },
})

export const DataDecodedParameterSchema: z.ZodMiniType<DataDecodedParameter> = z.object({
  name: z.string(),
  type: z.string(),
  value: z.unknown(),
  get valueDecoded() {
    // An undecodable nested value must not hide the rest of the call: it is dropped, not fatal.
    return z.catch(orNull(z.union([z.array(InternalTransactionSchema), DataDecodedSchema])), null)
  },
})

export const DataDecodedSchema: z.ZodMiniType<DataDecoded> = z.object({
  method: z.string(),
  get parameters() {
    return z.pipe(
      z.nullish(z.array(DataDecodedParameterSchema)),
      z.transform((parameters) => parameters ?? []),
    )
  },
})
