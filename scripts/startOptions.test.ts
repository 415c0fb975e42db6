import { describe, expect, it } from 'vitest'
import { parseStartOptions } from './startOptions.ts'

describe('parseStartOptions', () => {
  it('defaults to the documented ports and a data directory under the working directory', () => {
    expect(parseStartOptions({}, '/srv/coffer')).toEqual({
      dataDir: '/srv/coffer/.data',
      host: '127.0.0.1',
      ports: { rpc: 8545, web: 8080, safeApps: 8081, mailCatcher: undefined },
      configFile: undefined,
      devchain: true,
      databaseUrl: undefined,
      safeAppsAllowedOrigins: [],
      logLevel: 'warn',
      sseMaxStreamsPerClient: undefined,
    })
  })

  it('reads every setting from the environment', () => {
    const options = parseStartOptions(
      {
        COFFER_DATA_DIR: '/var/lib/coffer',
        COFFER_HOST: '0.0.0.0',
        COFFER_RPC_PORT: '9545',
        COFFER_PORT: '9080',
        COFFER_SAFE_APPS_PORT: '9081',
        COFFER_MAIL_CATCHER_PORT: '9025',
        COFFER_CONFIG: 'chains.json',
        COFFER_DEVCHAIN: 'false',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        COFFER_SAFE_APPS_ALLOWED_ORIGINS: 'https://apps.partner.example, http://127.0.0.1:3000',
        COFFER_LOG_LEVEL: 'info',
        COFFER_SSE_MAX_STREAMS_PER_CLIENT: '64',
      },
      '/srv/coffer',
    )
    expect(options).toEqual({
      dataDir: '/var/lib/coffer',
      host: '0.0.0.0',
      ports: { rpc: 9545, web: 9080, safeApps: 9081, mailCatcher: 9025 },
      configFile: '/srv/coffer/chains.json',
      devchain: false,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      safeAppsAllowedOrigins: ['https://apps.partner.example', 'http://127.0.0.1:3000'],
      logLevel: 'info',
      sseMaxStreamsPerClient: 64,
    })
  })

  it('names the setting that is wrong', () => {
    expect(() => parseStartOptions({ COFFER_PORT: 'eighty' }, '/')).toThrow(/Invalid setting COFFER_PORT/)
    expect(() => parseStartOptions({ COFFER_DEVCHAIN: 'yes' }, '/')).toThrow(/COFFER_DEVCHAIN/)
    expect(() => parseStartOptions({ COFFER_SSE_MAX_STREAMS_PER_CLIENT: '0' }, '/')).toThrow(
      /COFFER_SSE_MAX_STREAMS_PER_CLIENT/,
    )
  })
})
