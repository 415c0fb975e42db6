import { createServer } from 'node:http'
import { z } from 'zod'

const RpcCallSchema = z.object({ method: z.string() })
const RpcBodySchema = z.union([RpcCallSchema, z.array(RpcCallSchema)])

export type RpcProxy = {
  url: string
  /** How many calls of `method` reached the node since the last `reset()` (a batch counts each call). */
  count(method: string): number
  reset(): void
  /** While true, every request is answered 503 without reaching the node: a node that is down. */
  failing: boolean
  close(): Promise<void>
}

/**
 * A JSON-RPC proxy in front of a real node that counts the calls going through it, so a test can tell
 * how many chain reads a request cost; it can also play a node that is down.
 */
export async function startRpcProxy(targetUrl: string): Promise<RpcProxy> {
  const counts = new Map<string, number>()
  const proxy: RpcProxy = {
    url: '',
    count: (method) => counts.get(method) ?? 0,
    reset: () => counts.clear(),
    failing: false,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const parsed = z
        .string()
        .transform((text, ctx) => {
          try {
            return JSON.parse(text)
          } catch {
            ctx.addIssue({ code: 'custom', message: 'Not JSON' })
            return z.NEVER
          }
        })
        .pipe(RpcBodySchema)
        .safeParse(body)
      if (parsed.success)
        for (const { method } of Array.isArray(parsed.data) ? parsed.data : [parsed.data])
          counts.set(method, (counts.get(method) ?? 0) + 1)
      if (proxy.failing) {
        response.writeHead(503).end()
        return
      }
      fetch(targetUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' })
          response.end(await answer.text())
        })
        .catch(() => response.writeHead(502).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The RPC proxy is not listening')
  proxy.url = `http://127.0.0.1:${address.port}`
  return proxy
}
