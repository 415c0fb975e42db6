/**
 * The composition root of the whole product: the local chain, the gateway serving the web app, and the
 * Safe Apps origin, started in that order and stopped in reverse. `npm start`, the browser tests and the
 * benchmarks all start Coffer through this one function, so what they exercise is what people run.
 */
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type DemoDeployment,
  type Devchain,
  findFreePort,
  getDevAccount,
  startDevchain,
} from '@coffer/devchain'
import {
  devchainChainConfig,
  type GatewayConfig,
  loadConfig,
  type MailCatcher,
  startGateway,
  startMailCatcher,
} from '@coffer/gateway'
import { startSafeAppsServer } from '@coffer/safe-apps'

export type StartCofferOptions = {
  dataDir: string
  host?: string
  /**
   * 0 picks a free port. `mailCatcher`: the page of the local mail catcher; unset, 8025 or a free port
   * when that is taken.
   */
  ports?: { rpc?: number; web?: number; safeApps?: number; mailCatcher?: number }
  /** Start the local chain (default true). */
  devchain?: boolean
  /** A JSON config file with more chains and gateway settings (docs/configuration.md). */
  configFile?: string
  databaseUrl?: string
  /** More origins the web app may frame Safe Apps from (`safeAppsAllowedOrigins`, docs/configuration.md). */
  safeAppsAllowedOrigins?: readonly string[]
  /** The gateway's log level (its request log goes to stdout as JSON lines); the Safe Apps origin's too. */
  logLevel?: GatewayConfig['logLevel']
  /** Live-update streams one client address may hold open (docs/configuration.md); unset: the gateway's default. */
  sseMaxStreamsPerClient?: number
  log?: (line: string) => void
}

export type Coffer = {
  webUrl: string
  rpcUrl: string | undefined
  safeAppsUrl: string
  /** The page listing the emails Coffer sent, when the local mail catcher receives them (see startCoffer). */
  mailCatcherUrl: string | undefined
  chainShortName: string
  demo: DemoDeployment | undefined
  stop(): Promise<void>
}

const webDistDir = fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const safeAppsDistDir = fileURLToPath(new URL('../apps/safe-apps/dist', import.meta.url))

export async function startCoffer(options: StartCofferOptions): Promise<Coffer> {
  const host = options.host ?? '127.0.0.1'
  const log = options.log ?? ((line: string) => console.log(line))
  const ports = {
    rpc: await resolvePort(options.ports?.rpc ?? 8545),
    web: await resolvePort(options.ports?.web ?? 8080),
    safeApps: await resolvePort(options.ports?.safeApps ?? 8081),
  }
  if (!existsSync(join(webDistDir, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDistDir} has no index.html): run \`npm run build\` first.`,
    )
  }
  if (!existsSync(join(safeAppsDistDir, 'transaction-builder', 'index.html'))) {
    throw new Error(
      `The Safe Apps are not built (${safeAppsDistDir} has no transaction-builder/index.html): run \`npm run build\` first.`,
    )
  }
  await mkdir(options.dataDir, { recursive: true })

  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopPart of stops.reverse())
      await stopPart().catch((error: unknown) => log(`Stop failed: ${String(error)}`))
    stops.length = 0
  }

  try {
    let devchain: Devchain | undefined
    if (options.devchain ?? true) {
      devchain = await startDevchain({ dataDir: join(options.dataDir, 'chain'), host, port: ports.rpc, log })
      stops.push(() => devchain?.stop() ?? Promise.resolve())
    }

    const safeAppsOrigin = `http://${host}:${ports.safeApps}`
    const config = loadConfig({
      ...(options.configFile ? { COFFER_CONFIG: options.configFile } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      COFFER_HOST: host,
      COFFER_PORT: String(ports.web),
      COFFER_DATA_DIR: options.dataDir,
      COFFER_WEB_DIST: webDistDir,
      COFFER_SAFE_APPS_ORIGIN: safeAppsOrigin,
      ...passThroughEnv(),
      ...(options.safeAppsAllowedOrigins?.length
        ? { COFFER_SAFE_APPS_ALLOWED_ORIGINS: options.safeAppsAllowedOrigins.join(',') }
        : {}),
      ...(options.logLevel ? { COFFER_LOG_LEVEL: options.logLevel } : {}),
      ...(options.sseMaxStreamsPerClient === undefined
        ? {}
        : { COFFER_SSE_MAX_STREAMS_PER_CLIENT: String(options.sseMaxStreamsPerClient) }),
    })
    // A config file may describe the local chain (name, explorer…) with an entry for its chain id; that
    // entry is taken whole, and only the RPC URL is where this start put the chain.
    const chains = devchain
      ? [
          withDevRelayer({
            ...(config.chains.find((chain) => chain.chainId === devchain.chainId) ?? devchainChainConfig),
            chainId: devchain.chainId,
            rpcUrl: devchain.rpcUrl,
          }),
          ...config.chains.filter((chain) => chain.chainId !== devchain.chainId),
        ]
      : config.chains
    // With the local chain and no SMTP server, email goes to the built-in mail catcher so that the whole
    // email flow can be tried; elsewhere, without SMTP, email stays off and the gateway says so.
    let mailCatcher: MailCatcher | undefined
    if (devchain && config.smtpUrl === null) {
      mailCatcher = await startLocalMailCatcher({
        host,
        hostNames: [new URL(config.publicUrl).hostname],
        port: options.ports?.mailCatcher,
        logLevel: config.logLevel,
      })
      stops.push(() => mailCatcher?.close() ?? Promise.resolve())
    }
    const gateway = await startGateway({
      ...config,
      chains,
      ...(mailCatcher ? { smtpUrl: mailCatcher.smtpUrl } : {}),
    })
    stops.push(() => gateway.close())

    const safeApps = await startSafeAppsServer({
      host,
      port: ports.safeApps,
      frameAncestors: config.allowedOrigins,
      logLevel: config.logLevel,
      appsDir: safeAppsDistDir,
      // The apps read the gateway the web app reads.
      gatewayUrl: gateway.config.webGatewayUrl ?? gateway.config.publicUrl,
    })
    stops.push(() => safeApps.close())

    return {
      webUrl: gateway.url,
      rpcUrl: devchain?.rpcUrl,
      safeAppsUrl: safeApps.url,
      mailCatcherUrl: mailCatcher?.pageUrl,
      chainShortName: gateway.config.chains[0]?.shortName ?? '',
      demo: devchain?.demo,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The dev account that sends the local chain's relays: funded by anvil, it sends nothing else. */
const devRelayerIndex = 9

/**
 * The local chain relays out of the box (gateway-contract.md §12) from dev account 9 of the public test
 * mnemonic, unless a config file or COFFER_RELAYER_KEY_31337 already gave it a relay.
 */
function withDevRelayer<T extends { relay?: unknown }>(chain: T): T {
  if (chain.relay !== undefined) return chain
  const key = getDevAccount(devRelayerIndex).getHdKey().privateKey
  if (!key) throw new Error(`Dev account ${devRelayerIndex} has no private key`)
  return { ...chain, relay: { privateKey: `0x${Buffer.from(key).toString('hex')}` } }
}

/** The mail catcher page's usual port (MailHog's and Mailpit's), when none is asked for. */
const defaultMailCatcherPort = 8025

/**
 * The local mail catcher on the port asked for, or on 8025 when none was asked: if that one is taken (another
 * Coffer, a mail tool of the developer's), on a free one, since the startup output names it anyway.
 */
async function startLocalMailCatcher({
  port,
  ...options
}: {
  host: string
  hostNames: string[]
  port: number | undefined
  logLevel: GatewayConfig['logLevel']
}): Promise<MailCatcher> {
  if (port !== undefined) return startMailCatcher({ ...options, httpPort: await resolvePort(port) })
  try {
    return await startMailCatcher({ ...options, httpPort: defaultMailCatcherPort })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error
    return startMailCatcher({ ...options, httpPort: 0 })
  }
}

async function resolvePort(port: number): Promise<number> {
  return port === 0 ? findFreePort() : port
}

/** Settings only the gateway reads (WalletConnect, session secret, proxy, push, SMTP) pass through from the environment. */
function passThroughEnv(): NodeJS.ProcessEnv {
  const names = [
    'COFFER_WALLETCONNECT_PROJECT_ID',
    'COFFER_SESSION_SECRET',
    'COFFER_TRUST_PROXY',
    'COFFER_PUBLIC_URL',
    'COFFER_ALLOWED_ORIGINS',
    'COFFER_LOG_LEVEL',
    'COFFER_PUSH_SERVICE_ORIGINS',
    'COFFER_PUSH_VAPID_SUBJECT',
    'COFFER_FCM_SERVICE_ACCOUNT',
    'COFFER_FCM_BASE_URL',
    'COFFER_SMTP_URL',
    'COFFER_EMAIL_FROM',
  ]
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])))
}
