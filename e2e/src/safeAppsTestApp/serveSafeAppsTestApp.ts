import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url))

export type SafeAppsTestApp = {
  /** The app's origin: one of the product's `safeAppsAllowedOrigins` in the tests that use it. */
  origin: string
  /** The app's URL (its index, manifest.json beside it). */
  url: string
  /** Another origin serving the same probe page, allowed nowhere: messages from it must be ignored. */
  foreignOrigin: string
  close(): Promise<void>
}

/** The test app's scripts, bundled with the official SDK and provider (esbuild, in memory). */
async function bundle(): Promise<Map<string, string>> {
  const result = await build({
    entryPoints: { testApp: `${here}testApp.ts`, probe: `${here}probe.ts` },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    // As apps ship: a fifth of the bytes to parse, which the benchmark's open-to-first-answer time includes.
    minify: true,
    write: false,
    outdir: '/out',
    logLevel: 'silent',
  })
  return new Map(result.outputFiles.map((file) => [`/${file.path.split('/').pop() ?? ''}`, file.text]))
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

async function listen(files: Map<string, string>): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const body = files.get(path === '/' ? '/index.html' : path)
    if (body === undefined) {
      response.writeHead(404).end()
      return
    }
    const extension = path === '/' ? '.html' : path.slice(path.lastIndexOf('.'))
    response.writeHead(200, {
      'content-type': types[extension] ?? 'application/octet-stream',
      // The web app reads manifest.json and the icon cross-origin when the app is added by URL.
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, origin: `http://127.0.0.1:${port}` }
}

/**
 * Serves the test app on a free loopback port, and the probe page on a second (a foreign origin). The
 * product under test must allow the first origin (`safeAppsAllowedOrigins`), not the second.
 */
export async function serveSafeAppsTestApp(): Promise<SafeAppsTestApp> {
  const scripts = await bundle()
  const read = (name: string) => readFile(`${here}${name}`, 'utf8')
  const [index, probe, manifest, icon] = await Promise.all([
    read('index.html'),
    read('probe.html'),
    read('manifest.json'),
    read('icon.svg'),
  ])
  const probeFiles = new Map([
    ['/probe.html', probe],
    ['/probe.js', scripts.get('/probe.js') ?? ''],
  ])
  const foreign = await listen(probeFiles)
  const appFiles = new Map([
    ...probeFiles,
    ['/manifest.json', manifest],
    ['/icon.svg', icon],
    ['/testApp.js', scripts.get('/testApp.js') ?? ''],
  ])
  const app = await listen(appFiles)
  // The probes run from the app's own origin (another window) and from the foreign one.
  appFiles.set(
    '/index.html',
    index.replace(
      '<!--probe-origins-->',
      `<meta name="probe-origins" content="${app.origin} ${foreign.origin}">`,
    ),
  )
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    origin: app.origin,
    url: `${app.origin}/`,
    foreignOrigin: foreign.origin,
    close: async () => {
      await Promise.all([close(app.server), close(foreign.server)])
    },
  }
}
