import { describe, expect, it } from 'vitest'
import { findMessageApp } from './findMessageApp.ts'

const none = { name: null, logoUri: null, origin: null }

describe('findMessageApp', () => {
  it("takes the gateway's app name and logo first", () => {
    expect(findMessageApp({ name: 'Swap', logoUri: 'https://x.test/i.png', origin: null })).toEqual({
      name: 'Swap',
      iconUrl: 'https://x.test/i.png',
    })
  })

  it('else the name the origin JSON carries', () => {
    expect(
      findMessageApp({ ...none, origin: '{"name":"Wagmi Dapp","url":"http://localhost:8081/wagmi-dapp"}' }),
    ).toEqual({ name: 'Wagmi Dapp', iconUrl: null })
  })

  it('names nothing for a message written in Coffer or an origin that is not JSON', () => {
    expect(findMessageApp(none)).toBeUndefined()
    expect(findMessageApp({ ...none, origin: 'http://app.test' })).toBeUndefined()
    expect(findMessageApp({ ...none, origin: '{"name":"  "}' })).toBeUndefined()
  })
})
