import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { ConfigError, devchainChainConfig, type GatewayConfig, parseConfig } from './config.ts'

/** A comma-separated list in one variable, e.g. origins. */
const CommaListSchema = z
  .string()
  .min(1)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

const EnvSchema = z.object({
  COFFER_CONFIG: z.string().min(1).optional(),
  COFFER_HOST: z.string().min(1).optional(),
  COFFER_PORT: z.string().regex(/^\d+$/, 'COFFER_PORT must be a port number').transform(Number).optional(),
  COFFER_PUBLIC_URL: z.string().min(1).optional(),
  COFFER_DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  COFFER_ALLOWED_ORIGINS: CommaListSchema.optional(),
  COFFER_SAFE_APPS_ORIGIN: z.string().min(1).optional(),
  COFFER_SAFE_APPS_ALLOWED_ORIGINS: CommaListSchema.optional(),
  COFFER_WALLETCONNECT_PROJECT_ID: z.string().min(1).optional(),
  COFFER_WEB_DIST: z.string().min(1).optional(),
  COFFER_WEB_GATEWAY_URL: z.string().min(1).optional(),
  COFFER_SESSION_SECRET: z.string().min(1).optional(),
  COFFER_TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
  COFFER_SSE_MAX_STREAMS_PER_CLIENT: z
    .string()
    .regex(/^\d+$/, 'COFFER_SSE_MAX_STREAMS_PER_CLIENT must be a whole number')
    .transform(Number)
    .optional(),
  COFFER_LOG_LEVEL: z.string().min(1).optional(),
  COFFER_PUSH_SERVICE_ORIGINS: CommaListSchema.optional(),
  COFFER_PUSH_VAPID_SUBJECT: z.string().min(1).optional(),
  COFFER_FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
  COFFER_FCM_BASE_URL: z.string().min(1).optional(),
  COFFER_SMTP_URL: z.string().min(1).optional(),
  COFFER_EMAIL_FROM: z.string().min(1).optional(),
})

/**
 * Reads the config file named by COFFER_CONFIG (if any), applies environment overrides, and parses the
 * result. Relative paths in the file (dataDir, webDistDir) are resolved against the file's folder;
 * those from the environment against `cwd`.
 */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): GatewayConfig {
  const parsedEnv = EnvSchema.safeParse(env)
  if (!parsedEnv.success) {
    const issue = parsedEnv.error.issues[0]
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`)
  }
  const e = parsedEnv.data
  let fileInput: Record<string, unknown> = {}
  if (e.COFFER_CONFIG) {
    const file = path.resolve(cwd, e.COFFER_CONFIG)
    fileInput = readConfigFile(file)
    for (const key of ['dataDir', 'webDistDir'] as const) {
      const value = fileInput[key]
      if (typeof value === 'string') fileInput[key] = path.resolve(path.dirname(file), value)
    }
    resolveFcmServiceAccountFile(fileInput, path.dirname(file))
  }
  const overrides: Record<string, unknown> = {
    host: e.COFFER_HOST,
    port: e.COFFER_PORT,
    publicUrl: e.COFFER_PUBLIC_URL,
    dataDir: e.COFFER_DATA_DIR && path.resolve(cwd, e.COFFER_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    allowedOrigins: e.COFFER_ALLOWED_ORIGINS,
    safeAppsOrigin: e.COFFER_SAFE_APPS_ORIGIN,
    safeAppsAllowedOrigins: e.COFFER_SAFE_APPS_ALLOWED_ORIGINS,
    walletConnectProjectId: e.COFFER_WALLETCONNECT_PROJECT_ID,
    webDistDir: e.COFFER_WEB_DIST && path.resolve(cwd, e.COFFER_WEB_DIST),
    webGatewayUrl: e.COFFER_WEB_GATEWAY_URL,
    sessionSecret: e.COFFER_SESSION_SECRET,
    trustProxy: e.COFFER_TRUST_PROXY === undefined ? undefined : ['true', '1'].includes(e.COFFER_TRUST_PROXY),
    sseMaxStreamsPerClient: e.COFFER_SSE_MAX_STREAMS_PER_CLIENT,
    logLevel: e.COFFER_LOG_LEVEL,
    smtpUrl: e.COFFER_SMTP_URL,
    emailFrom: e.COFFER_EMAIL_FROM,
  }
  const merged = { ...fileInput }
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) merged[key] = value
  applyRelayerKeys(merged, env)
  applyPushOverrides(merged, {
    serviceOrigins: e.COFFER_PUSH_SERVICE_ORIGINS,
    vapidSubject: e.COFFER_PUSH_VAPID_SUBJECT,
    serviceAccountFile: e.COFFER_FCM_SERVICE_ACCOUNT && path.resolve(cwd, e.COFFER_FCM_SERVICE_ACCOUNT),
    fcmBaseUrl: e.COFFER_FCM_BASE_URL,
  })
  const config = parseConfig(
    merged,
    e.COFFER_CONFIG ? `config (${e.COFFER_CONFIG} + environment)` : 'environment',
  )
  return { ...config, dataDir: path.resolve(cwd, config.dataDir) }
}

const ObjectSchema = z.record(z.string(), z.unknown())

/** The file's `push.fcm.serviceAccountFile`, like its other paths, is relative to the file's folder. */
function resolveFcmServiceAccountFile(fileInput: Record<string, unknown>, folder: string): void {
  const push = ObjectSchema.safeParse(fileInput.push)
  const fcm = push.success ? ObjectSchema.safeParse(push.data.fcm) : undefined
  if (!push.success || !fcm?.success || typeof fcm.data.serviceAccountFile !== 'string') return
  fileInput.push = {
    ...push.data,
    fcm: { ...fcm.data, serviceAccountFile: path.resolve(folder, fcm.data.serviceAccountFile) },
  }
}

/** The push settings of the environment, set over the file's `push` object key by key. */
function applyPushOverrides(
  merged: Record<string, unknown>,
  overrides: {
    serviceOrigins: string[] | undefined
    vapidSubject: string | undefined
    serviceAccountFile: string | undefined
    fcmBaseUrl: string | undefined
  },
): void {
  if (Object.values(overrides).every((value) => value === undefined)) return
  const parsedPush = ObjectSchema.safeParse(merged.push ?? {})
  // A malformed `push` is reported by the config schema itself.
  if (!parsedPush.success) return
  const push = { ...parsedPush.data }
  if (overrides.serviceOrigins !== undefined) push.serviceOrigins = overrides.serviceOrigins
  if (overrides.vapidSubject !== undefined) push.vapidSubject = overrides.vapidSubject
  if (overrides.serviceAccountFile !== undefined || overrides.fcmBaseUrl !== undefined) {
    const parsedFcm = ObjectSchema.safeParse(push.fcm ?? {})
    const fcm = parsedFcm.success ? { ...parsedFcm.data } : {}
    if (overrides.serviceAccountFile !== undefined) fcm.serviceAccountFile = overrides.serviceAccountFile
    if (overrides.fcmBaseUrl !== undefined) fcm.baseUrl = overrides.fcmBaseUrl
    push.fcm = fcm
  }
  merged.push = push
}

const relayerKeyVariable = /^COFFER_RELAYER_KEY_(\d{1,20})$/
const ChainEntriesSchema = z.array(z.record(z.string(), z.unknown()))

/**
 * `COFFER_RELAYER_KEY_<chainId>` sets (or replaces) the relayer key of that chain, so the key can live in
 * a secret store instead of the config file; the chain's other relay options still come from the file.
 */
function applyRelayerKeys(merged: Record<string, unknown>, env: NodeJS.ProcessEnv): void {
  const keys = Object.entries(env).flatMap(([name, value]) => {
    const chainId = relayerKeyVariable.exec(name)?.[1]
    return chainId !== undefined && value ? [{ name, chainId: Number(chainId), value }] : []
  })
  if (keys.length === 0) return
  const chains = ChainEntriesSchema.safeParse(merged.chains ?? [devchainChainConfig])
  // A malformed `chains` is reported by the config schema itself.
  if (!chains.success) return
  for (const { name, chainId, value } of keys) {
    const index = chains.data.findIndex((chain) => chain.chainId === chainId)
    const chain = chains.data[index]
    if (!chain) throw new ConfigError(`${name} names chain ${chainId}, which is not configured`)
    const relay = z.record(z.string(), z.unknown()).safeParse(chain.relay)
    chains.data[index] = { ...chain, relay: { ...(relay.success ? relay.data : {}), privateKey: value } }
  }
  merged.chains = chains.data
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (cause) {
    throw new ConfigError(`Cannot read the config file ${file}`, { cause })
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new ConfigError(`The config file ${file} is not valid JSON`, { cause })
  }
  const result = z.record(z.string(), z.unknown()).safeParse(json)
  if (!result.success) throw new ConfigError(`The config file ${file} must hold a JSON object`)
  return result.data
}
