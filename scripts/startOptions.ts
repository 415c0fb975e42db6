import { resolve } from 'node:path'
import { z } from 'zod'

const portSchema = z.coerce.number().int().min(0).max(65_535)

const envSchema = z.object({
  COFFER_DATA_DIR: z.string().min(1).default('.data'),
  COFFER_HOST: z.string().min(1).default('127.0.0.1'),
  COFFER_RPC_PORT: portSchema.default(8545),
  COFFER_PORT: portSchema.default(8080),
  COFFER_SAFE_APPS_PORT: portSchema.default(8081),
  // The local mail catcher's page (only with the local chain and no SMTP server). Unset: 8025, or a free
  // port when 8025 is taken.
  COFFER_MAIL_CATCHER_PORT: portSchema.optional(),
  COFFER_CONFIG: z.string().min(1).optional(),
  COFFER_DEVCHAIN: z.enum(['true', 'false']).default('true'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  // Comma-separated; the gateway checks each is an origin.
  COFFER_SAFE_APPS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  // A person's terminal, not a log collector: warnings and errors unless asked for more.
  COFFER_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  // Unset: the gateway's default (or the config file's value) applies.
  COFFER_SSE_MAX_STREAMS_PER_CLIENT: z.coerce.number().int().positive().optional(),
})

export type StartOptions = {
  dataDir: string
  host: string
  ports: { rpc: number; web: number; safeApps: number; mailCatcher: number | undefined }
  configFile: string | undefined
  devchain: boolean
  databaseUrl: string | undefined
  /** More origins the web app may frame Safe Apps from (custom apps). */
  safeAppsAllowedOrigins: string[]
  logLevel: z.infer<typeof envSchema>['COFFER_LOG_LEVEL']
  sseMaxStreamsPerClient: number | undefined
}

/** The settings of `npm start`, from the environment; a bad value stops the start with a message that names it. */
export function parseStartOptions(env: NodeJS.ProcessEnv, cwd: string): StartOptions {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown problem'}`)
  }
  const e = parsed.data
  return {
    dataDir: resolve(cwd, e.COFFER_DATA_DIR),
    host: e.COFFER_HOST,
    ports: {
      rpc: e.COFFER_RPC_PORT,
      web: e.COFFER_PORT,
      safeApps: e.COFFER_SAFE_APPS_PORT,
      mailCatcher: e.COFFER_MAIL_CATCHER_PORT,
    },
    configFile: e.COFFER_CONFIG === undefined ? undefined : resolve(cwd, e.COFFER_CONFIG),
    devchain: e.COFFER_DEVCHAIN === 'true',
    databaseUrl: e.DATABASE_URL,
    safeAppsAllowedOrigins: e.COFFER_SAFE_APPS_ALLOWED_ORIGINS,
    logLevel: e.COFFER_LOG_LEVEL,
    sseMaxStreamsPerClient: e.COFFER_SSE_MAX_STREAMS_PER_CLIENT,
  }
}
