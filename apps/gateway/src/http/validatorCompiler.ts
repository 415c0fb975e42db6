import type { FastifySchemaCompiler } from 'fastify'
import { z } from 'zod'
import { InputError } from '../errors.ts'

/**
 * Validates route input with the route's zod schema. On failure it hands Fastify an `InputError`
 * carrying the FIRST zod issue, which the error funnel turns into CGW's 422 body. (The type provider's
 * own compiler flattens issues into AJV-style objects and loses the numeric/string path segments.)
 */
export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = z.safeParse(schema, data)
    if (result.success) return { value: result.data }
    const issue = result.error.issues[0] ?? {
      code: 'custom',
      message: 'Invalid input',
      path: [],
      input: data,
    }
    return { error: new InputError(issue) }
  }
