import { serializerCompiler } from 'fastify-type-provider-zod'

/**
 * The zod serializer, remembering the JSON of every object it already serialized. For routes that answer
 * from a cache of response objects (e.g. history pages): the same object is checked against its schema and
 * turned into JSON once, not on every request — for a 16 KB page that was most of the request's cost.
 * Keyed by identity in a WeakMap, so an object dropped from the cache frees its JSON too.
 */
export const memoizedSerializerCompiler: typeof serializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema)
  const serialized = new WeakMap<object, string>()
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data)
    const known = serialized.get(data)
    if (known !== undefined) return known
    const json = serialize(data)
    serialized.set(data, json)
    return json
  }
}
