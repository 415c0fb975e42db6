import { describe, expect, it } from 'vitest'
import {
  clickTarget,
  notificationTag,
  pickWindow,
  toNotification,
  toSameOriginUrl,
} from './pushNotification.ts'

const origin = 'https://coffer.example'
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const safeTxHash = `0x${'ab'.repeat(32)}`

describe('toNotification', () => {
  it("shows the gateway's words and opens its path on this origin", () => {
    const path = `/safe/coffer:${safe}/transactions/multisig_${safe}_${safeTxHash}`
    const text = JSON.stringify({
      title: 'Safe 0x399c…3Db8: signature needed',
      body: '2 of 3 signed: Send 1 ETH to Treasury — your signature is needed',
      path,
      data: { type: 'CONFIRMATION_REQUEST', safeTxHash, chainId: '31337', address: safe },
    })
    expect(toNotification(text, origin)).toEqual({
      title: 'Safe 0x399c…3Db8: signature needed',
      options: {
        body: '2 of 3 signed: Send 1 ETH to Treasury — your signature is needed',
        tag: `31337:${safe}:${safeTxHash}`,
        data: { url: `${origin}${path}` },
      },
    })
  })

  it('still says something for a payload that is not JSON, not the shape, or missing', () => {
    for (const text of [undefined, '', 'not json', '{"title":1}', '[]', 'null']) {
      const shown = toNotification(text, origin)
      expect(shown.title).toBe('Coffer')
      expect(shown.options.body).toMatch(/Open Coffer/)
      expect(shown.options.data.url).toBe(`${origin}/`)
    }
  })

  it('never opens another origin', () => {
    const text = JSON.stringify({ title: 'x', body: 'y', path: '//evil.example/safe' })
    expect(toNotification(text, origin).options.data.url).toBe(`${origin}/`)
  })
})

describe('toSameOriginUrl', () => {
  it.each([
    ['/safe/coffer:0x1/queue', `${origin}/safe/coffer:0x1/queue`],
    ['https://evil.example/x', `${origin}/`],
    ['//evil.example/x', `${origin}/`],
    ['/\\evil.example/x', `${origin}/`],
    ['javascript:alert(1)', `${origin}/`],
    ['relative/path', `${origin}/`],
  ])('%s → %s', (path, url) => {
    expect(toSameOriginUrl(path, origin)).toBe(url)
  })
})

describe('notificationTag', () => {
  it('groups by transaction, message or chain transaction, per Safe', () => {
    const base = { chainId: '1', address: safe }
    expect(notificationTag({ ...base, messageHash: '0xm' })).toBe(`1:${safe}:0xm`)
    expect(notificationTag({ ...base, txHash: '0xt' })).toBe(`1:${safe}:0xt`)
    expect(notificationTag({ type: 'INCOMING_ETHER' })).toBe('coffer:INCOMING_ETHER')
  })
})

describe('clickTarget', () => {
  it("opens the notification's URL on this origin only", () => {
    expect(clickTarget({ url: `${origin}/safe/x` }, origin)).toBe(`${origin}/safe/x`)
    expect(clickTarget({ url: 'https://evil.example/' }, origin)).toBe(`${origin}/`)
    expect(clickTarget(null, origin)).toBe(`${origin}/`)
    expect(clickTarget({ url: 'not a url' }, origin)).toBe(`${origin}/`)
  })
})

describe('pickWindow', () => {
  const a = { url: `${origin}/a` }
  const b = { url: `${origin}/b` }
  it('focuses a window already there, else navigates the first, else opens one', () => {
    expect(pickWindow([a, b], b.url)).toEqual({ window: b, navigate: false })
    expect(pickWindow([a, b], `${origin}/c`)).toEqual({ window: a, navigate: true })
    expect(pickWindow([], `${origin}/c`)).toBeUndefined()
  })
})
