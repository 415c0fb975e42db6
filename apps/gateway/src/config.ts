import { getAddress, type Hex, isAddress } from 'viem'
import { z } from 'zod'

/**
 * Gateway configuration: one zod schema for the JSON config file (COFFER_CONFIG) and for the object
 * `startGateway` receives (loadConfig.ts adds the environment overrides). Every option is documented in
 * docs/configuration.md; keep both in step.
 */

const HttpUrlSchema = z
  .url({ protocol: /^https?$/ })
  .transform((url) => url.replace(/\/+$/, ''))
  .describe('An http(s) URL')

const RpcUrlSchema = z.url({ protocol: /^(https?|wss?)$/ }).describe('An http(s) or ws(s) JSON-RPC URL')

/** An origin is scheme://host[:port] with nothing after it: the unit CORS and SIWE compare. */
const OriginSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
    message: 'Expected an origin (scheme://host[:port]) without a path',
  })
  .transform((value) => new URL(value).origin)

const AddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })
  .transform((value) => getAddress(value))

const NumericStringSchema = z.string().regex(/^\d+$/, 'Expected a base-10 integer string')

const GasPriceSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('oracle'),
    uri: HttpUrlSchema,
    gasParameter: z.string(),
    gweiFactor: NumericStringSchema,
  }),
  z.strictObject({ type: z.literal('fixed'), weiValue: NumericStringSchema }),
  z.strictObject({
    type: z.literal('fixed1559'),
    maxFeePerGas: NumericStringSchema,
    maxPriorityFeePerGas: NumericStringSchema,
  }),
])

export const defaultChainFeatures = [
  'CONTRACT_INTERACTION',
  'EIP1271',
  'EIP1559',
  'ERC721',
  'SAFE_APPS',
  'SAFE_TX_GAS_OPTIONAL',
] as const

/**
 * A contract the registry should know on one chain (gateway-contract.md §8.2): it names the address
 * everywhere, its ABI decodes calls to it, and `trustedForDelegateCall` marks delegatecalls to it as expected.
 */
export const ContractConfigSchema = z.strictObject({
  address: AddressSchema,
  name: z.string().min(1).max(200),
  /** Shown instead of `name` when set. */
  displayName: z.string().max(200).optional(),
  logoUri: z.string().max(2000).nullable().default(null),
  /** The contract's JSON ABI (an array of fragments), or null. */
  abi: z.array(z.record(z.string(), z.unknown())).nullable().default(null),
  trustedForDelegateCall: z.boolean().default(false),
})
export type ContractConfig = z.output<typeof ContractConfigSchema>

/**
 * How the indexer reads one chain (docs/configuration.md). `confirmations` and `pollIntervalMs` default by
 * chain: see `resolveIndexerOptions` (indexer/resolveIndexerOptions.ts).
 */
export const IndexerChainConfigSchema = z
  .strictObject({
    /** `all`: every Safe the chain's proxy factory creates; `watched`: only Safes someone asked for. */
    mode: z.enum(['all', 'watched']).default('all'),
    /** First block scanned (a Safe created earlier is not discovered in `all` mode). */
    startBlock: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    /** Depth below the head within which reorgs are followed; 0 = no block is ever final. */
    confirmations: z.number().int().min(0).max(10_000).optional(),
    /** Blocks per `eth_getLogs` range (one database transaction each). */
    blockRange: z.number().int().positive().max(1_000_000).default(2000),
    /** How often the head is polled when the RPC URL is not a WebSocket. */
    pollIntervalMs: z.number().int().min(10).max(600_000).optional(),
  })
  .prefault({})
export type IndexerChainConfig = z.output<typeof IndexerChainConfigSchema>

/** A 32-byte secp256k1 private key, 0x-prefixed. Never logged or served (docs/configuration.md, relay). */
const PrivateKeySchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 0x-prefixed 32-byte hex private key')
  .transform((value): Hex => `0x${value.slice(2).toLowerCase()}`)

/**
 * The relay of one chain (gateway-contract.md §12): the gateway sends fully signed Safe transactions from
 * this account and pays their gas, at most `limit` per Safe (or new owner) within `windowHours` of the
 * last relay. The key may instead come from the environment (`COFFER_RELAYER_KEY_<chainId>`).
 */
export const RelayConfigSchema = z.strictObject({
  privateKey: PrivateKeySchema.optional(),
  limit: z.number().int().min(0).max(1_000_000).default(5),
  windowHours: z
    .number()
    .positive()
    .max(24 * 366)
    .default(24),
})
export type RelayConfig = z.output<typeof RelayConfigSchema>

export const ChainConfigSchema = z.strictObject({
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().min(1).max(100),
  description: z.string().max(500).default(''),
  shortName: z
    .string()
    .regex(/^[a-zA-Z0-9-]{1,32}$/, 'Expected an EIP-3770 short name (letters, digits, dashes)'),
  /** The URL the gateway itself reads the chain through (may carry an API key; never sent to browsers). */
  rpcUrl: RpcUrlSchema,
  /** The URL browsers and Safe Apps use; defaults to `rpcUrl`. Allowed by the CSP `connect-src`. */
  publicRpcUrl: RpcUrlSchema.optional(),
  nativeCurrency: z
    .strictObject({
      name: z.string().min(1).default('Ether'),
      symbol: z.string().min(1).default('ETH'),
      decimals: z.number().int().min(0).max(36).default(18),
      logoUri: z.string().default(''),
    })
    .prefault({}),
  blockExplorer: z
    .strictObject({
      address: z.string().default(''),
      txHash: z.string().default(''),
      api: z.string().default(''),
    })
    .prefault({}),
  chainLogoUri: z.string().nullable().default(null),
  isTestnet: z.boolean().default(false),
  l2: z.boolean().default(false),
  zk: z.boolean().default(false),
  theme: z
    .strictObject({
      textColor: z.string().default('#ffffff'),
      backgroundColor: z.string().default('#4b5563'),
    })
    .prefault({}),
  features: z
    .array(z.string().regex(/^[A-Z0-9_]+$/))
    .default([...defaultChainFeatures])
    .transform((features) => [...new Set(features)].sort()),
  disabledWallets: z
    .array(z.string())
    .default([])
    .transform((wallets) => [...new Set(wallets)].sort()),
  ensRegistryAddress: AddressSchema.nullable().default(null),
  gasPrice: z.array(GasPriceSchema).default([]),
  recommendedMasterCopyVersion: z.string().nullable().default('1.4.1'),
  indexer: IndexerChainConfigSchema,
  contracts: z
    .array(ContractConfigSchema)
    .default([])
    .refine((contracts) => new Set(contracts.map((c) => c.address)).size === contracts.length, {
      message: 'Two contracts share an address',
    }),
  /** Absent: no relay on this chain (`POST …/relay` answers 403). */
  relay: RelayConfigSchema.transform((relay, ctx) => {
    if (relay.privateKey !== undefined) return { ...relay, privateKey: relay.privateKey }
    ctx.addIssue({
      code: 'custom',
      path: ['privateKey'],
      message: 'The relay needs a privateKey (or the environment variable COFFER_RELAYER_KEY_<chainId>)',
    })
    return z.NEVER
  }).optional(),
})
export type ChainConfigInput = z.input<typeof ChainConfigSchema>
export type ChainConfig = z.output<typeof ChainConfigSchema>

/** The embedded default: the local devchain started by `@coffer/devchain`. */
export const devchainChainConfig: ChainConfigInput = {
  chainId: 31337,
  name: 'Coffer Devchain',
  description: 'Local development chain (anvil) with the canonical Safe 1.4.1 contracts',
  shortName: 'coffer',
  rpcUrl: 'http://127.0.0.1:8545',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  isTestnet: true,
  // The devchain's demo Safe and every Safe Coffer creates there use the L2 singleton, whose events the
  // indexer reads.
  l2: true,
  theme: { textColor: '#ffffff', backgroundColor: '#7c3aed' },
}

/** Per chain: CoinGecko's asset platform id (ERC-20 prices) and coin id of the native currency. */
const PriceChainSchema = z.strictObject({
  platformId: z.string().min(1).nullable().default(null),
  nativeCoinId: z.string().min(1).nullable().default(null),
})

/**
 * Where fiat values of balances come from. `none`: every fiat field is "0" (the web app says prices are
 * off). `coingecko`: a CoinGecko-compatible `/simple/price` + `/simple/token_price/{platform}` API.
 */
export const PricesConfigSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('none') }),
    z.strictObject({
      type: z.literal('coingecko'),
      baseUrl: HttpUrlSchema.default('https://api.coingecko.com/api/v3'),
      apiKey: z.string().min(1).nullable().default(null),
      apiKeyHeader: z
        .string()
        .regex(/^[A-Za-z0-9-]{1,64}$/, 'Expected an HTTP header name')
        .default('x-cg-demo-api-key'),
      cacheTtlSeconds: z.number().int().min(0).default(300),
      timeoutMs: z.number().int().positive().max(60_000).default(5_000),
      /** Keyed by decimal chain id; merged over the built-in ids of well-known chains. */
      chains: z.record(z.string().regex(/^\d{1,20}$/, 'Expected a chain id'), PriceChainSchema).default({}),
    }),
  ])
  .default({ type: 'none' })
export type PricesConfig = z.output<typeof PricesConfigSchema>

/** How NFT `tokenURI` metadata is fetched for collectibles. */
export const NftMetadataConfigSchema = z
  .strictObject({
    /** `ipfs://<cid>/<path>` is read from `<ipfsGatewayUrl>/<cid>/<path>`. */
    ipfsGatewayUrl: HttpUrlSchema.default('https://ipfs.io/ipfs'),
    timeoutMs: z.number().int().positive().max(60_000).default(5_000),
    maxBytes: z
      .number()
      .int()
      .positive()
      .max(10 * 1024 * 1024)
      .default(256 * 1024),
    cacheTtlSeconds: z.number().int().min(0).default(86_400),
    failureCacheTtlSeconds: z.number().int().min(0).default(600),
    /** Token URIs are chosen by whoever minted the NFT: by default they may not reach private networks. */
    allowPrivateNetworks: z.boolean().default(false),
  })
  .prefault({})
export type NftMetadataConfig = z.output<typeof NftMetadataConfigSchema>

/** CSV exports of history (CGW's export routes, modules/export). */
export const CsvExportConfigSchema = z
  .strictObject({
    /** How long a finished (or failed) export and its file are kept after it ended. */
    retentionHours: z.number().positive().max(8760).default(24),
    /** Exports waiting or running at once, over all Safes; past it a launch answers 429. */
    maxPendingJobs: z.number().int().positive().max(10_000).default(20),
  })
  .prefault({})
export type CsvExportConfig = z.output<typeof CsvExportConfigSchema>

/**
 * Where a Safe App lives: an absolute http(s) URL, or a path (`/transaction-builder`) on the Safe Apps origin
 * (`safeAppsOrigin`), so the first-party apps follow that origin wherever it is served.
 */
const SafeAppUrlSchema = z
  .string()
  .max(2000)
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || isHttpUrl(value), {
    message: 'Expected an http(s) URL or a path starting with / (on the Safe Apps origin)',
  })

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
}

/**
 * One app of the Safe Apps catalog (gateway-contract.md §11.1). `listed: false` keeps an app out of the
 * catalog while its transactions still show its name (a retired app, say).
 */
export const SafeAppConfigSchema = z.strictObject({
  /** Stable: messages and the web app's app pages refer to an app by id. */
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  url: SafeAppUrlSchema,
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  iconUrl: SafeAppUrlSchema.nullable().default(null),
  /** Absent: every configured chain. */
  chainIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).optional(),
  tags: z.array(z.string().min(1).max(100)).default([]),
  features: z.array(z.enum(['BATCHED_TRANSACTIONS'])).default([]),
  accessControl: z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('NO_RESTRICTIONS') }),
      /** Only web apps served from these origins list the app (the `clientUrl` filter). */
      z.strictObject({ type: z.literal('DOMAIN_ALLOWLIST'), value: z.array(OriginSchema).min(1) }),
    ])
    .default({ type: 'NO_RESTRICTIONS' }),
  socialProfiles: z
    .array(
      z.strictObject({
        platform: z.enum(['TWITTER', 'GITHUB', 'DISCORD', 'TELEGRAM']),
        url: HttpUrlSchema,
      }),
    )
    .default([]),
  developerWebsite: HttpUrlSchema.nullable().default(null),
  provider: z
    .strictObject({ name: z.string().min(1).max(200), url: HttpUrlSchema })
    .nullable()
    .default(null),
  featured: z.boolean().default(false),
  listed: z.boolean().default(true),
})
export type SafeAppConfigInput = z.input<typeof SafeAppConfigSchema>
export type SafeAppConfig = z.output<typeof SafeAppConfigSchema>

/** A VAPID `sub` claim (RFC 8292 §2.1): how a push service reaches the operator. */
const VapidSubjectSchema = z
  .string()
  .refine((value) => /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/.test(value), {
    message: 'Expected a mailto: address or an https: URL',
  })

/**
 * Push notifications (gateway-contract.md §13): Web Push to browsers, FCM HTTP v1 to the mobile apps.
 * Browsers name their push endpoint themselves, so only the public push services are reached unless the
 * operator lists more origins here.
 */
export const PushConfigSchema = z
  .strictObject({
    /** Origins (scheme://host[:port]) of Web Push services allowed besides the public ones. */
    serviceOrigins: z
      .array(OriginSchema)
      .default([])
      .transform((origins) => [...new Set(origins)]),
    /** The VAPID subject; null: the public URL when it is https, else mailto:push@<its host>. */
    vapidSubject: VapidSubjectSchema.nullable().default(null),
    /** How long a push service keeps an undelivered message (the `TTL` header). */
    ttlSeconds: z.number().int().min(0).max(2_419_200).default(86_400),
    /** One request to a push service or to FCM. */
    timeoutMs: z.number().int().positive().max(60_000).default(10_000),
    fcm: z
      .strictObject({
        /** Path of a Firebase service-account JSON key; null: ANDROID and IOS devices receive nothing. */
        serviceAccountFile: z.string().min(1).nullable().default(null),
        /** FCM's API origin; only tests change it. */
        baseUrl: HttpUrlSchema.default('https://fcm.googleapis.com'),
      })
      .prefault({}),
  })
  .prefault({})
export type PushConfig = z.output<typeof PushConfigSchema>

const SessionSecretSchema = z
  .string()
  .min(32, 'The session secret must be at least 32 characters')
  .describe('HS256 key for session JWTs')

export const GatewayConfigSchema = z
  .strictObject({
    host: z.string().min(1).default('127.0.0.1'),
    port: z.number().int().min(0).max(65535).default(8080),
    /** The URL people open, when it differs from http://host:port (reverse proxy, TLS). */
    publicUrl: HttpUrlSchema.nullable().default(null),
    dataDir: z.string().min(1).default('.data'),
    databaseUrl: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// URL')
      .nullable()
      .default(null),
    allowedOrigins: z.array(OriginSchema).min(1).nullable().default(null),
    safeAppsOrigin: OriginSchema.default('http://127.0.0.1:8081'),
    /**
     * More origins the web app may frame Safe Apps from (CSP `frame-src`), as catalog apps or custom apps a
     * person opens by URL. The Safe Apps origin is always allowed.
     */
    safeAppsAllowedOrigins: z
      .array(OriginSchema)
      .default([])
      .transform((origins) => [...new Set(origins)]),
    /** The Safe Apps catalog; null: the first-party apps of the Safe Apps origin (modules/safe-apps). */
    safeApps: z
      .array(SafeAppConfigSchema)
      .nullable()
      .default(null)
      .refine((apps) => apps === null || new Set(apps.map((app) => app.id)).size === apps.length, {
        message: 'Two Safe Apps share an id',
      }),
    walletConnectProjectId: z
      .string()
      .regex(/^[a-zA-Z0-9]{1,64}$/, 'Expected a WalletConnect project id')
      .nullable()
      .default(null),
    webDistDir: z.string().min(1).nullable().default(null),
    /**
     * The gateway the served web app talks to, when not this one (e.g. the public Safe Client Gateway,
     * https://safe-client.safe.global). Allowed by the CSP `connect-src`; null = this gateway (same origin).
     */
    webGatewayUrl: HttpUrlSchema.nullable().default(null),
    sessionSecret: SessionSecretSchema.nullable().default(null),
    trustProxy: z.boolean().default(false),
    /** Live-update streams (SSE) one client address may hold open at once; past it, 429. */
    sseMaxStreamsPerClient: z.number().int().positive().max(1_000_000).default(32),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    auth: z
      .strictObject({
        nonceTtlSeconds: z.number().int().positive().default(300),
        maxValiditySeconds: z.number().int().positive().default(86_400),
        clockSkewSeconds: z.number().int().min(0).default(30),
        rateLimitPerMinute: z.number().int().positive().default(60),
      })
      .prefault({}),
    prices: PricesConfigSchema,
    push: PushConfigSchema,
    nftMetadata: NftMetadataConfigSchema,
    csvExport: CsvExportConfigSchema,
    /**
     * The SMTP server email alerts go through: `smtp://` (STARTTLS when offered) or `smtps://` (TLS), with
     * credentials in the URL. Null: email is off (the email routes refuse; chains lack the EMAIL feature).
     */
    smtpUrl: z
      .url({ protocol: /^smtps?$/, message: 'Expected an smtp:// or smtps:// URL' })
      .nullable()
      .default(null),
    /** The From of alert emails: an address, or `Name <address>`. */
    emailFrom: z.string().min(3).max(320).default('Coffer <coffer@localhost>'),
    /** `enabled: false` serves what the database holds without reading any chain (e.g. API-only replicas). */
    indexer: z.strictObject({ enabled: z.boolean().default(true) }).prefault({}),
    chains: z
      .array(ChainConfigSchema)
      .min(1)
      .default(() => [ChainConfigSchema.parse(devchainChainConfig)])
      .refine((chains) => new Set(chains.map((chain) => chain.chainId)).size === chains.length, {
        message: 'Two chains share a chainId',
      }),
  })
  .transform((config, ctx) => {
    // An app the web app may not frame would list and then fail to load: say so at start instead.
    const frameable = new Set([config.safeAppsOrigin, ...config.safeAppsAllowedOrigins])
    for (const [index, app] of (config.safeApps ?? []).entries()) {
      if (app.url.startsWith('/')) continue
      const origin = new URL(app.url).origin
      if (!frameable.has(origin))
        ctx.addIssue({
          code: 'custom',
          path: ['safeApps', index, 'url'],
          message: `${origin} is neither the Safe Apps origin nor in safeAppsAllowedOrigins, so the web app may not frame it`,
        })
    }
    const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null
    const loopbackOrigins = [`http://127.0.0.1:${config.port}`, `http://localhost:${config.port}`]
    return {
      ...config,
      // Default: the gateway's own origin(s). They gate CORS and which SIWE domains/URIs are accepted.
      allowedOrigins: config.allowedOrigins ?? [
        ...new Set([...(publicOrigin ? [publicOrigin] : []), ...loopbackOrigins]),
      ],
      publicUrl: config.publicUrl ?? `http://${urlHost(config.host)}:${config.port}`,
    }
  })
export type GatewayConfigInput = z.input<typeof GatewayConfigSchema>
export type GatewayConfig = z.output<typeof GatewayConfigSchema>

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses a config object (file content or programmatic), with a readable error on the first problem. */
export function parseConfig(input: unknown, source = 'config'): GatewayConfig {
  const result = GatewayConfigSchema.safeParse(input)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : '(root)'
    throw new ConfigError(`Invalid ${source} at ${where}: ${issue?.message ?? 'invalid'}`)
  }
  return result.data
}
