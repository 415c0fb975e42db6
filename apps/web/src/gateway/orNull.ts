import * as z from 'zod/mini'

/** `schema`, or null when the gateway leaves the field out or sends null (zod's `.nullish().default(null)`). */
export function orNull<Schema extends z.ZodMiniType>(schema: Schema) {
  return z._default(z.nullish(schema), null)
}
