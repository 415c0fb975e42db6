import { z } from 'zod'

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

export const InternalTransactionSchema: z.ZodType<InternalTransaction> = z.object({
  operation: z.union([z.literal(0), z.literal(1)]),
  to: z.string(),
  value: z.string().nullish().default(null),
  data: z.string().nullish().default(null),
  get dataDecoded() {
    return DataDecodedSchema.nullish().default(null)
  },
})

export const DataDecodedParameterSchema: z.ZodType<DataDecodedParameter> = z.object({
  name: z.string(),
  type: z.string(),
  value: z.unknown(),
  get valueDecoded() {
    // An undecodable nested value must not hide the rest of the call: it is dropped, not fatal.
    return z
      .union([z.array(InternalTransactionSchema), DataDecodedSchema])
      .nullish()
      .default(null)
      .catch(null)
  },
})

export const DataDecodedSchema: z.ZodType<DataDecoded> = z.object({
  method: z.string(),
  get parameters() {
    return z
      .array(DataDecodedParameterSchema)
      .nullish()
      .transform((parameters) => parameters ?? [])
  },
})
