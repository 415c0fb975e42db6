import { afterEach, describe, expect, it } from 'vitest'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { recipient, testSafe } from './model/testSafeTx.ts'
import {
  closeSafeTxReview,
  getSafeTxReview,
  openSafeTxReview,
  type SafeTxReviewRequest,
} from './safeTxReviewStore.ts'

function appRequest(closed: string[], name: string): SafeTxReviewRequest {
  return {
    kind: 'new',
    chain: buildChainInfo(),
    safe: testSafe,
    draft: { to: recipient, value: 0n, data: '0x', operation: 0 },
    title: name,
    onClosed: () => closed.push(name),
  }
}

afterEach(() => closeSafeTxReview())

describe('safeTxReviewStore', () => {
  it('tells a request when it is closed, once', () => {
    const closed: string[] = []
    openSafeTxReview(appRequest(closed, 'a'))
    closeSafeTxReview()
    closeSafeTxReview()
    expect(closed).toEqual(['a'])
    expect(getSafeTxReview()).toBeNull()
  })

  it('tells a request another one replaced it, so whoever waits for it is not left hanging', () => {
    const closed: string[] = []
    openSafeTxReview(appRequest(closed, 'a'))
    openSafeTxReview(appRequest(closed, 'b'))
    expect(closed).toEqual(['a'])
    expect(getSafeTxReview()?.kind === 'new' && getSafeTxReview()).toMatchObject({ title: 'b' })
  })

  it("closes only its own review: a finished review's Done does not close (nor reject) the request after it", () => {
    const closed: string[] = []
    const first = openSafeTxReview(appRequest(closed, 'a'))
    const second = openSafeTxReview(appRequest(closed, 'b'))
    expect(second).not.toBe(first)
    closeSafeTxReview(first)
    expect(closed).toEqual(['a'])
    expect(getSafeTxReview()).toMatchObject({ title: 'b' })
    closeSafeTxReview(second)
    expect(closed).toEqual(['a', 'b'])
  })
})
