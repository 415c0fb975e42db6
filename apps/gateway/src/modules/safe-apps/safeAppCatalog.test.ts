import { describe, expect, it } from 'vitest'
import { type SafeAppConfigInput, SafeAppConfigSchema } from '../../config.ts'
import { createSafeAppCatalog, normalizeAppUrl } from './safeAppCatalog.ts'

const app = (input: SafeAppConfigInput) => SafeAppConfigSchema.parse(input)

const catalog = createSafeAppCatalog({
  safeAppsOrigin: 'http://127.0.0.1:8081',
  chainIds: [1, 31337],
  apps: [
    app({ id: 1, url: '/transaction-builder/', name: 'Builder', iconUrl: '/transaction-builder/icon.svg' }),
    app({
      id: 7,
      url: 'https://Partner.example/tool/',
      name: 'Partner tool',
      chainIds: [1],
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://safe.example.com'] },
      features: ['BATCHED_TRANSACTIONS'],
      socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/partner' }],
      tags: ['DeFi'],
      featured: true,
    }),
    app({ id: 9, url: 'https://retired.example', name: 'Retired', listed: false }),
  ],
})
const ids = (apps: { id: number }[]) => apps.map((a) => a.id)

describe('createSafeAppCatalog', () => {
  it('resolves paths on the Safe Apps origin and fills the wire shape', () => {
    expect(catalog.list(31337)).toEqual([
      {
        id: 1,
        url: 'http://127.0.0.1:8081/transaction-builder',
        name: 'Builder',
        iconUrl: 'http://127.0.0.1:8081/transaction-builder/icon.svg',
        description: '',
        chainIds: ['1', '31337'],
        provider: null,
        accessControl: { type: 'NO_RESTRICTIONS', value: null },
        tags: [],
        features: [],
        developerWebsite: null,
        socialProfiles: [],
        featured: false,
      },
    ])
    expect(catalog.list(1)[1]).toMatchObject({
      url: 'https://partner.example/tool',
      chainIds: ['1'],
      accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://safe.example.com'] },
      features: ['BATCHED_TRANSACTIONS'],
      socialProfiles: [{ platform: 'GITHUB', url: 'https://github.com/partner' }],
      featured: true,
    })
  })

  it('offers an app only on its chains, and never an unlisted one', () => {
    expect(ids(catalog.list(1))).toEqual([1, 7])
    expect(ids(catalog.list(31337))).toEqual([1])
    expect(catalog.list(5)).toEqual([])
  })

  it('filters by URL, trailing slash and host case aside', () => {
    expect(ids(catalog.list(1, { url: 'https://partner.example/tool' }))).toEqual([7])
    expect(ids(catalog.list(1, { url: 'http://127.0.0.1:8081/transaction-builder/' }))).toEqual([1])
    expect(catalog.list(1, { url: 'https://partner.example/other' })).toEqual([])
    expect(catalog.list(1, { url: 'https://retired.example' })).toEqual([])
  })

  it('leaves out apps whose domain allow-list lacks the client URL, judged by origin', () => {
    expect(ids(catalog.list(1, { clientUrl: 'https://safe.example.com/safe/eth:0xabc' }))).toEqual([1, 7])
    expect(ids(catalog.list(1, { clientUrl: 'https://evil.example' }))).toEqual([1])
    expect(ids(catalog.list(1, { clientUrl: 'https://safe.example.com.evil.example' }))).toEqual([1])
    expect(ids(catalog.list(1, { clientUrl: 'not a url' }))).toEqual([1])
    // Without a client URL nothing is filtered, as in CGW.
    expect(ids(catalog.list(1))).toEqual([1, 7])
  })

  it('finds any app of the chain by URL or id, unlisted ones too', () => {
    expect(catalog.findByUrl(1, 'https://retired.example/')?.name).toBe('Retired')
    expect(catalog.findByUrl(31337, 'http://127.0.0.1:8081/transaction-builder')?.id).toBe(1)
    expect(catalog.findByUrl(31337, 'https://partner.example/tool')).toBeUndefined()
    expect(catalog.findById(1, 9)?.name).toBe('Retired')
    expect(catalog.findById(31337, 7)).toBeUndefined()
  })
})

describe('normalizeAppUrl', () => {
  it('drops trailing slashes and fragments and lower-cases the host', () => {
    expect(normalizeAppUrl(' https://App.Example/a/b/// ')).toBe('https://app.example/a/b')
    expect(normalizeAppUrl('https://app.example/?x=1#frag')).toBe('https://app.example?x=1')
    expect(normalizeAppUrl('https://app.example')).toBe('https://app.example')
    expect(normalizeAppUrl('not a url/')).toBe('not a url')
  })
})
