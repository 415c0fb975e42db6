import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fileURLToPath } from 'node:url'
import { createGuardedServer, createJsonLineLogger, type LogLevel } from '@coffer/http-guard'
import { safeAppsHeaders } from './safeAppsHeaders.ts'

export type StartSafeAppsServerOptions = {
  host: string
  port: number
  /** Origins of the web app allowed to frame the apps. */
  frameAncestors: readonly string[]
  rootDir?: string
  /**
   * The least severe log lines written (JSON, on stdout, shaped like the gateway's): refused requests are
   * `info`, the server's own failures `error`. Default `warn`.
   */
  logLevel?: LogLevel
  /** The built apps (`npm run build`), served where `rootDir` has no such file. */
  appsDir?: string
  /** The gateway the apps read (the contract registry): allowed by `connect-src` and told at `/config.json`. */
  gatewayUrl?: string
}

export type SafeAppsServer = { url: string; close(): Promise<void> }

const defaultRootDir = fileURLToPath(new URL('../public', import.meta.url))
const defaultAppsDir = fileURLToPath(new URL('../dist', import.meta.url))

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/**
 * Serves the first-party Safe Apps from their own origin, so an app never shares the web app's origin.
 * The server is guarded (`@coffer/http-guard`): every answer carries the security headers, and no request
 * — however malformed — stops it.
 */
export async function startSafeAppsServer(options: StartSafeAppsServerOptions): Promise<SafeAppsServer> {
  const rootDirs = [resolve(options.rootDir ?? defaultRootDir), resolve(options.appsDir ?? defaultAppsDir)]
  const gatewayUrl = options.gatewayUrl ?? null
  const appsConfig = JSON.stringify({ gatewayUrl })
  const server = createGuardedServer(
    (request, response, url) => serveSafeApps({ rootDirs, appsConfig }, request, response, url.pathname),
    {
      headers: safeAppsHeaders(options.frameAncestors, {
        connectSources: gatewayUrl ? [new URL(gatewayUrl).origin] : [],
      }),
      log: createJsonLineLogger({ name: 'safe-apps', level: options.logLevel ?? 'warn' }),
    },
  )

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

async function serveSafeApps(
  { rootDirs, appsConfig }: { rootDirs: readonly string[]; appsConfig: string },
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end()
    return
  }
  if (pathname === '/health') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    response.end(JSON.stringify({ status: 'ok' }))
    return
  }
  if (pathname === '/config.json') {
    response.writeHead(200, { 'content-type': contentTypes['.json'], 'cache-control': 'no-cache' })
    response.end(request.method === 'HEAD' ? undefined : appsConfig)
    return
  }
  const file = await findFileIn(rootDirs, pathname)
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
  })
  if (request.method === 'HEAD') response.end()
  // A failed read rejects here, where the guard sees it, instead of erroring a stream nobody listens to.
  else await pipeline(createReadStream(file), response)
}

async function findFileIn(rootDirs: readonly string[], pathname: string): Promise<string | undefined> {
  for (const rootDir of rootDirs) {
    const file = await findFile(rootDir, pathname)
    if (file) return file
  }
  return undefined
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
