import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, type GatewayConfigInput, parseConfig } from './config.ts'
import { loadConfig } from './loadConfig.ts'

describe('parseConfig', () => {
  it('defaults to the local devchain on 127.0.0.1:8080', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      publicUrl: 'http://127.0.0.1:8080',
      dataDir: '.data',
      databaseUrl: null,
      allowedOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'],
      safeAppsOrigin: 'http://127.0.0.1:8081',
      walletConnectProjectId: null,
      webDistDir: null,
      sessionSecret: null,
      trustProxy: false,
      sseMaxStreamsPerClient: 32,
      auth: { nonceTtlSeconds: 300, maxValiditySeconds: 86_400, clockSkewSeconds: 30 },
    })
    expect(config.chains).toHaveLength(1)
    expect(config.chains[0]).toMatchObject({
      chainId: 31337,
      name: 'Coffer Devchain',
      shortName: 'coffer',
      rpcUrl: 'http://127.0.0.1:8545',
      isTestnet: true,
      l2: true,
    })
  })

  it('derives the default origins from the port and public URL', () => {
    expect(parseConfig({ port: 9000, publicUrl: 'https://safe.example.com/' })).toMatchObject({
      publicUrl: 'https://safe.example.com',
      allowedOrigins: ['https://safe.example.com', 'http://127.0.0.1:9000', 'http://localhost:9000'],
    })
  })

  it('fills chain defaults for a public network entry', () => {
    const [chain] = parseConfig({
      chains: [{ chainId: 1, name: 'Ethereum', shortName: 'eth', rpcUrl: 'https://eth.example.org' }],
    }).chains
    expect(chain).toMatchObject({
      isTestnet: false,
      l2: false,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      features: ['CONTRACT_INTERACTION', 'EIP1271', 'EIP1559', 'ERC721', 'SAFE_APPS', 'SAFE_TX_GAS_OPTIONAL'],
    })
  })

  it('is idempotent, so a parsed config can be passed to startGateway', () => {
    const once = parseConfig({ port: 1234 })
    const asInput: GatewayConfigInput = once
    expect(parseConfig(asInput)).toEqual(once)
  })

  it('takes Safe Apps on the Safe Apps origin, as paths, or on an allowed origin', () => {
    const config = parseConfig({
      safeAppsAllowedOrigins: ['https://partner.example/', 'https://partner.example'],
      safeApps: [
        { id: 1, url: '/transaction-builder', name: 'Builder' },
        { id: 2, url: 'http://127.0.0.1:8081/other', name: 'Other' },
        { id: 3, url: 'https://partner.example/app', name: 'Partner', iconUrl: 'https://cdn.example/p.png' },
      ],
    })
    expect(config.safeAppsAllowedOrigins).toEqual(['https://partner.example'])
    expect(config.safeApps?.[2]).toMatchObject({
      description: '',
      accessControl: { type: 'NO_RESTRICTIONS' },
      listed: true,
      featured: false,
    })
    expect(parseConfig({}).safeApps).toBeNull()
  })

  it.each([
    [{ port: 70000 }, /port/],
    [
      { safeApps: [{ id: 1, url: 'https://elsewhere.example/app', name: 'X' }] },
      /safeApps\.0\.url: https:\/\/elsewhere\.example is neither the Safe Apps origin nor in safeAppsAllowedOrigins/,
    ],
    [{ safeApps: [{ id: 1, url: 'javascript:alert(1)', name: 'X' }] }, /safeApps\.0\.url/],
    [{ safeApps: [{ id: 1, url: '//evil.example', name: 'X' }] }, /safeApps\.0\.url/],
    [
      {
        safeApps: [
          { id: 1, url: '/a', name: 'A' },
          { id: 1, url: '/b', name: 'B' },
        ],
      },
      /share an id/,
    ],
    [{ safeApps: [{ id: 1, url: '/a', name: 'A', features: ['TELEPORT'] }] }, /safeApps\.0\.features/],
    [{ safeAppsAllowedOrigins: ['https://partner.example/path'] }, /safeAppsAllowedOrigins/],
    [{ allowedOrigins: ['http://ok.example/path'] }, /allowedOrigins/],
    [{ chains: [] }, /chains/],
    [{ sessionSecret: 'short' }, /at least 32/],
    [{ unknownOption: 1 }, /root|unknownOption/],
    [{ chains: [{ chainId: 1, name: 'A', shortName: 'a', rpcUrl: 'ftp://x' }] }, /chains\.0\.rpcUrl/],
    [
      {
        chains: [
          { chainId: 1, name: 'A', shortName: 'a', rpcUrl: 'http://a' },
          { chainId: 1, name: 'B', shortName: 'b', rpcUrl: 'http://b' },
        ],
      },
      /share a chainId/,
    ],
  ])('refuses %j with a readable error', (input, message) => {
    expect(() => parseConfig(input)).toThrow(ConfigError)
    expect(() => parseConfig(input)).toThrow(message)
  })
})

describe('loadConfig', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-config-'))
    await writeFile(
      path.join(dir, 'coffer.json'),
      JSON.stringify({
        port: 9090,
        dataDir: 'state',
        chains: [
          {
            chainId: 11155111,
            name: 'Sepolia',
            shortName: 'sep',
            rpcUrl: 'https://sepolia.example.org',
            isTestnet: true,
          },
        ],
      }),
    )
    await writeFile(path.join(dir, 'broken.json'), '{ nope')
    await writeFile(
      path.join(dir, 'push.json'),
      JSON.stringify({
        push: {
          serviceOrigins: ['https://push.example.org'],
          ttlSeconds: 600,
          fcm: { serviceAccountFile: 'secrets/fcm.json' },
        },
      }),
    )
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('reads the file, resolves its paths against the file, and lets the environment win', () => {
    const config = loadConfig(
      {
        COFFER_CONFIG: path.join(dir, 'coffer.json'),
        COFFER_HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@db/coffer',
        COFFER_ALLOWED_ORIGINS: 'https://a.example, https://b.example',
        COFFER_SAFE_APPS_ALLOWED_ORIGINS: 'https://apps.partner.example,http://10.0.0.5:3000',
        COFFER_TRUST_PROXY: 'true',
        COFFER_SSE_MAX_STREAMS_PER_CLIENT: '8',
      },
      '/somewhere/else',
    )
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9090,
      dataDir: path.join(dir, 'state'),
      databaseUrl: 'postgres://u@db/coffer',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      safeAppsAllowedOrigins: ['https://apps.partner.example', 'http://10.0.0.5:3000'],
      trustProxy: true,
      sseMaxStreamsPerClient: 8,
      publicUrl: 'http://127.0.0.1:9090',
    })
    expect(config.chains.map((chain) => chain.chainId)).toEqual([11155111])
  })

  it('reads the push settings from the file and the environment, key by key', () => {
    expect(loadConfig({}).push).toEqual({
      serviceOrigins: [],
      vapidSubject: null,
      ttlSeconds: 86_400,
      timeoutMs: 10_000,
      fcm: { serviceAccountFile: null, baseUrl: 'https://fcm.googleapis.com' },
    })
    const fromFile = loadConfig({ COFFER_CONFIG: path.join(dir, 'push.json') })
    expect(fromFile.push).toMatchObject({
      serviceOrigins: ['https://push.example.org'],
      ttlSeconds: 600,
      fcm: { serviceAccountFile: path.join(dir, 'secrets/fcm.json') },
    })
    const overridden = loadConfig(
      {
        COFFER_CONFIG: path.join(dir, 'push.json'),
        COFFER_PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4000, https://push.example.net',
        COFFER_PUSH_VAPID_SUBJECT: 'mailto:ops@example.org',
        COFFER_FCM_SERVICE_ACCOUNT: 'fcm.json',
        COFFER_FCM_BASE_URL: 'http://127.0.0.1:4001',
      },
      '/srv/coffer',
    )
    expect(overridden.push).toEqual({
      serviceOrigins: ['http://127.0.0.1:4000', 'https://push.example.net'],
      vapidSubject: 'mailto:ops@example.org',
      ttlSeconds: 600,
      timeoutMs: 10_000,
      fcm: { serviceAccountFile: '/srv/coffer/fcm.json', baseUrl: 'http://127.0.0.1:4001' },
    })
    expect(() => loadConfig({ COFFER_PUSH_SERVICE_ORIGINS: 'https://push.example/path' })).toThrow(
      /push.serviceOrigins/,
    )
    expect(() => loadConfig({ COFFER_PUSH_VAPID_SUBJECT: 'http://insecure.example' })).toThrow(
      /push.vapidSubject/,
    )
  })

  it('resolves the default data dir against cwd', () => {
    expect(loadConfig({}, '/srv/coffer').dataDir).toBe('/srv/coffer/.data')
  })

  it('explains a broken file or variable', () => {
    expect(() => loadConfig({ COFFER_CONFIG: path.join(dir, 'broken.json') })).toThrow(/not valid JSON/)
    expect(() => loadConfig({ COFFER_CONFIG: path.join(dir, 'missing.json') })).toThrow(/Cannot read/)
    expect(() => loadConfig({ COFFER_PORT: 'eighty' })).toThrow(/COFFER_PORT/)
    expect(() => loadConfig({ COFFER_SSE_MAX_STREAMS_PER_CLIENT: '0' })).toThrow(/sseMaxStreamsPerClient/)
  })
})
