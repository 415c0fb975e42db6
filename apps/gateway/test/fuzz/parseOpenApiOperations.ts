import { z } from 'zod'

/** The parts of a JSON Schema (as @fastify/swagger writes them from our zod schemas) the fuzzer uses. */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  nullable?: boolean
}

const JsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.object({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), JsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    items: JsonSchemaSchema.optional(),
    anyOf: z.array(JsonSchemaSchema).optional(),
    oneOf: z.array(JsonSchemaSchema).optional(),
    allOf: z.array(JsonSchemaSchema).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    pattern: z.string().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    nullable: z.boolean().optional(),
  }),
)

const ParameterSchema = z.object({
  in: z.enum(['path', 'query', 'header', 'cookie']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: JsonSchemaSchema.optional(),
})

const OperationSchema = z.object({
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: JsonSchemaSchema.optional() })),
    })
    .optional(),
})

const OpenApiSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) })

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

export type FuzzParameter = { name: string; required: boolean; schema: JsonSchema }

/** One operation of the OpenAPI description, as the fuzzer needs it. */
export type FuzzOperation = {
  /** Upper case, e.g. `POST`. */
  method: string
  /** The path template, e.g. `/v1/chains/{chainId}/safes/{safeAddress}`. */
  path: string
  pathParameters: FuzzParameter[]
  queryParameters: FuzzParameter[]
  /** The JSON body's schema, or null when the operation takes none. */
  body: JsonSchema | null
}

/** `GET /v1/chains/{chainId}`: how a failure report names an operation. */
export const operationKey = (operation: Pick<FuzzOperation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`

/** Every operation of an OpenAPI 3 document, sorted by path and method so that a seed means one thing. */
export function parseOpenApiOperations(document: unknown): FuzzOperation[] {
  const { paths } = OpenApiSchema.parse(document)
  const operations: FuzzOperation[] = []
  for (const [path, item] of Object.entries(paths))
    for (const method of httpMethods) {
      if (item[method] === undefined) continue
      const operation = OperationSchema.parse(item[method])
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required ?? parameter.in === 'path',
        schema: parameter.schema ?? {},
      }))
      const content = operation.requestBody?.content
      const body = content ? (content['application/json']?.schema ?? {}) : null
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        body,
      })
    }
  return operations.sort((a, b) => operationKey(a).localeCompare(operationKey(b)))
}
