import type { Random } from './createRandom.ts'
import { toValueKind, validValue } from './fuzzValues.ts'
import type { FuzzContext } from './generateFuzzRequest.ts'
import type { JsonSchema } from './parseOpenApiOperations.ts'

/** A value the schema accepts (roughly: patterns are met by choosing values by field name). */
export function exampleFromSchema(
  random: Random,
  context: FuzzContext,
  schema: JsonSchema,
  name: string,
  depth: number,
): unknown {
  if (schema.nullable && random.chance(0.15)) return null
  if (schema.const !== undefined) return schema.const
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0)
    return exampleFromSchema(random, context, random.pick(choices), name, depth)
  if (schema.allOf && schema.allOf.length > 0)
    return exampleFromSchema(random, context, schema.allOf[0] ?? {}, name, depth)
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type
  switch (type) {
    case 'object': {
      const required = new Set(schema.required ?? [])
      const object: Record<string, unknown> = {}
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {}))
        if (required.has(field) || random.chance(0.7))
          object[field] = exampleFromSchema(random, context, fieldSchema, field, depth + 1)
      return object
    }
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: random.int(3) }, () =>
            exampleFromSchema(random, context, schema.items ?? {}, name, depth + 1),
          )
    case 'integer':
    case 'number':
      return random.pick([0, 1, 2, 100])
    case 'boolean':
      return random.chance(0.5)
    case 'null':
      return null
    default:
      return stringFromSchema(random, context, schema, name)
  }
}

function stringFromSchema(random: Random, context: FuzzContext, schema: JsonSchema, name: string): string {
  const kind = toValueKind(name)
  if (kind !== 'text') return validValue(random, context, kind)
  if (schema.pattern === '^\\d{1,78}$') return validValue(random, context, 'integer')
  if (schema.pattern?.startsWith('^0x')) return validValue(random, context, 'hex')
  return validValue(random, context, 'text')
}
