import { afterEach, describe, expect, it } from 'vitest'
import { endSignInRequest, getSignInRequest, requestSignIn } from './signInRequest.ts'
import { getHostState } from './walletHostStore.ts'

afterEach(() => endSignInRequest())

describe('signInRequest', () => {
  it('gives each request its own id and loads the wallet stack', () => {
    expect(getSignInRequest()).toBeNull()
    requestSignIn()
    const first = getSignInRequest()
    requestSignIn()
    expect(getSignInRequest()?.id).not.toBe(first?.id)
    expect(getHostState().requested).toBe(true)
  })

  it('ends', () => {
    requestSignIn()
    endSignInRequest()
    expect(getSignInRequest()).toBeNull()
  })
})
