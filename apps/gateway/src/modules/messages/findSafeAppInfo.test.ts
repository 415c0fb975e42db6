import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { findSafeAppInfo } from './findSafeAppInfo.ts'

describe('findSafeAppInfo', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ safeAppsOrigin: 'https://apps.example.org' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("names a message's app from the catalog", () => {
    expect(findSafeAppInfo(t.deps.config, { chainId: 31337, safeAppId: 1 })).toEqual({
      name: 'Transaction Builder',
      logoUri: 'https://apps.example.org/transaction-builder/icon.svg',
    })
  })

  it('leaves an unknown or missing app unnamed', () => {
    const unnamed = { name: null, logoUri: null }
    expect(findSafeAppInfo(t.deps.config, { chainId: 31337, safeAppId: 999 })).toEqual(unnamed)
    expect(findSafeAppInfo(t.deps.config, { chainId: 31337, safeAppId: null })).toEqual(unnamed)
    expect(findSafeAppInfo(t.deps.config, { chainId: 1, safeAppId: 1 })).toEqual(unnamed)
  })
})
