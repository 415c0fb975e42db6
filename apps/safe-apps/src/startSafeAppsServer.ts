import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { safeAppsHeaders } from './safeAppsHeaders.ts'

export type StartSafeAppsServerOptions = {
  host: string
  port: number
  /** Origins of the web app allowed to frame the apps. */
  frameAncestors: readonly string[]
  rootDir?: string
}

export type SafeAppsServer = { url: string; close(): Promise<void> }

const defaultRootDir = fileURLToPath(new URL('../public', import.meta.url))

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** Serves the first-party Safe Apps from their own origin, so an app never shares the web app's origin. */
export async function startSafeAppsServer(options: StartSafeAppsServerOptions): Promise<SafeAppsServer> {
  const rootDir = resolve(options.rootDir ?? defaultRootDir)
  const headers = safeAppsHeaders(options.frameAncestors)

  const server = createServer(async (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    const file = await findFile(rootDir, new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    })
    if (request.method === 'HEAD') response.end()
    else createReadStream(file).pipe(response)
  })

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolveListen())
  })
  const address = server.address()
  if (address === null || typeof address === 'string')
    throw new Error('The Safe Apps server is not listening on TCP')
  return {
    url: `http://${options.host}:${address.port}`,
    close: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  }
}

async function findFile(rootDir: string, pathname: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const candidate = normalize(join(rootDir, decoded))
  // Refuse anything that escapes the root (e.g. /../../etc/passwd).
  if (candidate !== rootDir && !candidate.startsWith(rootDir + sep)) return undefined
  const info = await stat(candidate).catch(() => undefined)
  if (info?.isFile()) return candidate
  if (info?.isDirectory()) {
    const index = join(candidate, 'index.html')
    if ((await stat(index).catch(() => undefined))?.isFile()) return index
  }
  return undefined
}
