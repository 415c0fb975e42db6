import { afterEach, describe, expect, it } from 'vitest'
import { testSafe } from '../safe-tx/model/testSafeTx.ts'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import {
  closeSafeMessageSign,
  getSafeMessageSign,
  openSafeMessageSign,
  type SafeMessageSignRequest,
} from './safeMessageSignStore.ts'

function appRequest(closed: string[], content: string): SafeMessageSignRequest {
  return {
    kind: 'new',
    chain: buildChainInfo(),
    safe: testSafe,
    content,
    onClosed: () => closed.push(content),
  }
}

afterEach(() => closeSafeMessageSign())

describe('safeMessageSignStore', () => {
  it('tells a request another one replaced it, so whoever waits for it is not left hanging', () => {
    const closed: string[] = []
    openSafeMessageSign(appRequest(closed, 'a'))
    openSafeMessageSign(appRequest(closed, 'b'))
    expect(closed).toEqual(['a'])
  })

  it("closes only its own dialog: a finished dialog's Done does not close (nor reject) the request after it", () => {
    const closed: string[] = []
    const first = openSafeMessageSign(appRequest(closed, 'a'))
    const second = openSafeMessageSign(appRequest(closed, 'b'))
    closeSafeMessageSign(first)
    expect(getSafeMessageSign()).toMatchObject({ content: 'b' })
    closeSafeMessageSign(second)
    closeSafeMessageSign(second)
    expect(closed).toEqual(['a', 'b'])
    expect(getSafeMessageSign()).toBeNull()
  })
})
