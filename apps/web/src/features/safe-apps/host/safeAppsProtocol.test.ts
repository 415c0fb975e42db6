import { Methods } from '@safe-global/safe-apps-sdk'
import { describe, expect, it } from 'vitest'
import {
  hostSdkVersion,
  isSafeAppMethod,
  isSdkVersionAtLeast,
  notImplementedMessage,
  parseSafeAppRequest,
  SafeAppRequestError,
  safeAppMethods,
  toAppErrorMessage,
  toErrorResponse,
  toSuccessResponse,
} from './safeAppsProtocol.ts'

const request = { id: '0a1b2c3d4e', method: 'getSafeInfo', env: { sdkVersion: '9.1.0' } }

describe('the Safe Apps protocol', () => {
  it('knows the 13 methods of the SDK, no more and no fewer', () => {
    expect([...safeAppMethods].sort()).toEqual(Object.values(Methods).sort())
    expect(isSafeAppMethod('getSafeInfo')).toBe(true)
    expect(isSafeAppMethod('getCurrentTheme')).toBe(false)
  })

  it('reads an SDK request and the SDK version it carries in env.sdkVersion', () => {
    expect(parseSafeAppRequest({ ...request, params: { currency: 'usd' } })).toEqual({
      id: '0a1b2c3d4e',
      method: 'getSafeInfo',
      params: { currency: 'usd' },
      sdkVersion: '9.1.0',
    })
    expect(parseSafeAppRequest({ ...request, env: { sdkVersion: '1.0.0' } })?.sdkVersion).toBe('1.0.0')
  })

  it('ignores what is not a request from an SDK of major version 1 or later', () => {
    for (const data of [
      null,
      undefined,
      'getSafeInfo',
      { ...request, id: '' },
      { ...request, id: 7 },
      { ...request, method: undefined },
      { id: request.id, method: request.method },
      { ...request, env: { sdkVersion: '0.4.2' } },
      { ...request, env: { sdkVersion: 'latest' } },
      { ...request, env: { sdkVersion: 9 } },
      // An answer, not a request (what a host-looking frame might echo back).
      { id: request.id, success: true, data: {}, version: '9.1.0' },
    ])
      expect(parseSafeAppRequest(data)).toBeUndefined()
  })

  it('answers with the version field the SDK requires, major 1 or later', () => {
    expect(toSuccessResponse('x', { a: 1 })).toEqual({
      id: 'x',
      success: true,
      data: { a: 1 },
      version: hostSdkVersion,
    })
    expect(toErrorResponse('x', 'No transactions were passed')).toEqual({
      id: 'x',
      success: false,
      error: 'No transactions were passed',
      version: hostSdkVersion,
    })
    expect(Number(hostSdkVersion.split('.')[0])).toBeGreaterThanOrEqual(1)
  })

  it('compares SDK versions by number, not as text', () => {
    expect(isSdkVersionAtLeast('7.11.0', '7.11.0')).toBe(true)
    expect(isSdkVersionAtLeast('7.9.9', '7.11.0')).toBe(false)
    expect(isSdkVersionAtLeast('10.0.0', '7.11.0')).toBe(true)
    expect(isSdkVersionAtLeast('7.11.0-beta.1', '7.11.0')).toBe(true)
    expect(isSdkVersionAtLeast('nope', '7.11.0')).toBe(false)
  })

  it('lets apps read refusals and nothing else', () => {
    expect(toAppErrorMessage(new SafeAppRequestError('Invalid safeTxHash'))).toBe('Invalid safeTxHash')
    expect(toAppErrorMessage(new Error('fetch failed: http://10.0.0.3/internal'))).toBe('Request failed')
    expect(toAppErrorMessage('boom')).toBe('Request failed')
    expect(notImplementedMessage('eth_sendTransaction')).toBe('"eth_sendTransaction" not implemented')
  })
})
