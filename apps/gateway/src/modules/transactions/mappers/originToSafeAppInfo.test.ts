import { describe, expect, it } from 'vitest'
import type { SafeAppInfo } from '../../safe-apps/safeApps.schema.ts'
import { buildMappingContext } from './mappingContext.fixture.ts'
import { originToSafeAppInfo } from './originToSafeAppInfo.ts'

const builder: SafeAppInfo = {
  name: 'Transaction Builder',
  url: 'http://127.0.0.1:8081/transaction-builder',
  logoUri: 'http://127.0.0.1:8081/transaction-builder/icon.svg',
}
const ctx = buildMappingContext({
  findSafeApp: (url) => (url === 'http://127.0.0.1:8081/transaction-builder/' ? builder : null),
})

describe('originToSafeAppInfo', () => {
  it("names the app whose URL is the origin's url", () => {
    const origin = JSON.stringify({ url: 'http://127.0.0.1:8081/transaction-builder/', name: 'Anything' })
    expect(originToSafeAppInfo(origin, ctx)).toEqual(builder)
  })

  it('is null without an origin, a url, JSON, or a known app', () => {
    expect(originToSafeAppInfo(null, ctx)).toBeNull()
    expect(originToSafeAppInfo('not json', ctx)).toBeNull()
    expect(originToSafeAppInfo(JSON.stringify({ note: 'rent' }), ctx)).toBeNull()
    expect(originToSafeAppInfo(JSON.stringify({ url: 42 }), ctx)).toBeNull()
    expect(originToSafeAppInfo(JSON.stringify({ url: 'https://unknown.example' }), ctx)).toBeNull()
  })
})
