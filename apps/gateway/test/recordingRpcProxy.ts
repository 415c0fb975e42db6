import { createServer } from 'node:http'
import { z } from 'zod'

const RpcCallSchema = z.object({
  method: z.string(),
  params: z.array(z.unknown()).optional(),
})
const RpcBodySchema = z.union([RpcCallSchema, z.array(RpcCallSchema)])
const CallObjectSchema = z.object({ to: z.string().optional(), data: z.string().optional() })

/** One JSON-RPC call the node was sent; for an `eth_call`, its target and 4-byte selector. */
export type RecordedRpcCall = { method: string; to?: string; selector?: string }

export type RecordingRpcProxy = {
  url: string
  /** Every call forwarded so far, batches flattened, in arrival order. */
  calls: RecordedRpcCall[]
  close(): Promise<void>
}

/**
 * A JSON-RPC endpoint in front of a real node that records every call before forwarding it, so that a
 * test can count what a request cost the node (e.g. no `eth_call` per signature part).
 */
export async function startRecordingRpcProxy(
  targetUrl: string,
  {
    fails = () => false,
  }: {
    /** A request with a call this picks answers HTTP 503, as a node that is down (the call is still recorded). */
    fails?: (call: RecordedRpcCall) => boolean
  } = {},
): Promise<RecordingRpcProxy> {
  const calls: RecordedRpcCall[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const recorded = parseCalls(body).map(toRecorded)
      calls.push(...recorded)
      if (recorded.some(fails)) {
        response.writeHead(503).end('node down')
        return
      }
      try {
        const answer = await fetch(targetUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(await answer.text())
      } catch (error) {
        response.writeHead(502).end(String(error))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The RPC proxy is not listening')
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function parseCalls(body: string): z.infer<typeof RpcCallSchema>[] {
  try {
    const parsed = RpcBodySchema.safeParse(JSON.parse(body))
    return parsed.success ? [parsed.data].flat() : []
  } catch {
    // Not JSON: the node will say so; there is no call to record.
    return []
  }
}

function toRecorded({ method, params }: z.infer<typeof RpcCallSchema>): RecordedRpcCall {
  if (method !== 'eth_call') return { method }
  const call = CallObjectSchema.safeParse(params?.[0])
  if (!call.success) return { method }
  return {
    method,
    ...(call.data.to ? { to: call.data.to.toLowerCase() } : {}),
    ...(call.data.data ? { selector: call.data.data.slice(0, 10).toLowerCase() } : {}),
  }
}
