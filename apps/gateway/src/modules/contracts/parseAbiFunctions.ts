import { type AbiFunction, parseAbiItem } from 'viem'
import { z } from 'zod'

type JsonAbiParameter = {
  name?: string | undefined
  type: string
  components?: JsonAbiParameter[] | undefined
}

const JsonAbiParameterSchema: z.ZodType<JsonAbiParameter> = z.lazy(() =>
  z.object({
    name: z.string().optional(),
    type: z.string().regex(/^[a-z0-9[\]]+$/),
    components: z.array(JsonAbiParameterSchema).optional(),
  }),
)

const JsonAbiFunctionSchema = z.object({
  type: z.literal('function'),
  name: z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/),
  inputs: z.array(JsonAbiParameterSchema).default([]),
})

function toHumanReadable(parameter: JsonAbiParameter): string {
  const type =
    parameter.type.startsWith('tuple') && parameter.components
      ? `(${parameter.components.map(toHumanReadable).join(', ')})${parameter.type.slice('tuple'.length)}`
      : parameter.type
  return parameter.name ? `${type} ${parameter.name}` : type
}

const cache = new Map<string, readonly AbiFunction[]>()
const maxCached = 500

/**
 * The functions of a JSON ABI from the config (untrusted shape): each fragment is validated, then
 * re-read through viem's human-readable parser, so malformed fragments are skipped rather than trusted.
 * Memoised by text: the same config ABIs are read on every request.
 */
export function parseAbiFunctions(abiJson: string | null): readonly AbiFunction[] {
  if (abiJson === null) return []
  const cached = cache.get(abiJson)
  if (cached) return cached
  let fragments: unknown
  try {
    fragments = JSON.parse(abiJson)
  } catch {
    fragments = []
  }
  const functions: AbiFunction[] = []
  for (const fragment of Array.isArray(fragments) ? fragments : []) {
    const parsed = JsonAbiFunctionSchema.safeParse(fragment)
    if (!parsed.success) continue
    try {
      const item = parseAbiItem(
        `function ${parsed.data.name}(${parsed.data.inputs.map(toHumanReadable).join(', ')})`,
      )
      if (item.type === 'function') functions.push(item)
    } catch {
      // Not expressible as a signature (e.g. a reserved word as a parameter name): not decodable.
    }
  }
  if (cache.size >= maxCached) cache.clear()
  cache.set(abiJson, functions)
  return functions
}
