import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import { PushBrowserError } from './pushBrowser.ts'
import {
  canReadRemote,
  describePushFailure,
  type PushSectionInput,
  toPushSectionView,
} from './pushSectionState.ts'

const ready: PushSectionInput = {
  support: 'supported',
  permission: 'default',
  connected: true,
  isOwner: true,
  signedIn: true,
  remote: { status: 'success', types: [], browserSubscribed: false },
}

describe('toPushSectionView', () => {
  it('says what stands in the way, in the order a person must fix it', () => {
    expect(toPushSectionView({ ...ready, support: 'unsupported', connected: false })).toEqual({
      kind: 'unsupported',
    })
    expect(toPushSectionView({ ...ready, support: 'insecure' })).toEqual({ kind: 'insecure' })
    expect(toPushSectionView({ ...ready, connected: false, isOwner: false })).toEqual({
      kind: 'not_connected',
    })
    expect(toPushSectionView({ ...ready, isOwner: false, signedIn: false })).toEqual({ kind: 'not_owner' })
    expect(toPushSectionView({ ...ready, signedIn: false })).toEqual({ kind: 'not_signed_in' })
  })

  it('waits for the gateway, then reports its failure', () => {
    expect(toPushSectionView({ ...ready, remote: { status: 'pending' } })).toEqual({ kind: 'loading' })
    const error = new Error('down')
    expect(toPushSectionView({ ...ready, remote: { status: 'error', error } })).toEqual({
      kind: 'load_failed',
      error,
    })
  })

  it('is on only when the gateway has types and the browser still has its subscription', () => {
    const types = ['CONFIRMATION_REQUEST'] as const
    expect(
      toPushSectionView({ ...ready, remote: { status: 'success', types, browserSubscribed: true } }),
    ).toEqual({ kind: 'on', types })
    expect(
      toPushSectionView({ ...ready, remote: { status: 'success', types, browserSubscribed: false } }),
    ).toEqual({ kind: 'off', stale: true })
    expect(toPushSectionView(ready)).toEqual({ kind: 'off', stale: false })
  })

  it("shows the browser's block, and whether alerts are still registered behind it", () => {
    expect(toPushSectionView({ ...ready, permission: 'denied' })).toEqual({ kind: 'blocked', wasOn: false })
    expect(
      toPushSectionView({
        ...ready,
        permission: 'denied',
        remote: { status: 'success', types: ['INCOMING_ETHER'], browserSubscribed: true },
      }),
    ).toEqual({ kind: 'blocked', wasOn: true })
  })
})

describe('canReadRemote', () => {
  it('asks the gateway only for a signed-in owner in a browser that can push', () => {
    expect(canReadRemote(ready)).toBe(true)
    expect(canReadRemote({ ...ready, signedIn: false })).toBe(false)
    expect(canReadRemote({ ...ready, isOwner: false })).toBe(false)
    expect(canReadRemote({ ...ready, support: 'insecure' })).toBe(false)
  })
})

describe('describePushFailure', () => {
  it('words each browser failure with what to do', () => {
    expect(describePushFailure(new PushBrowserError({ kind: 'permission_denied' }))).toMatch(/declined/)
    expect(describePushFailure(new PushBrowserError({ kind: 'permission_dismissed' }))).toMatch(
      /without an answer/,
    )
    expect(
      describePushFailure(
        new PushBrowserError({ kind: 'subscribe_failed', detail: 'Registration failed - permission denied' }),
      ),
    ).toBe(
      'The browser could not subscribe to its push service (Registration failed - permission denied). Check that notifications are allowed and that the browser is online, then try again.',
    )
    expect(describePushFailure(new PushBrowserError({ kind: 'worker_failed', detail: 'x' }))).toMatch(
      /notification worker \(x\)/,
    )
  })

  it("words the gateway's refusals; an expired session asks to sign in again", () => {
    expect(
      describePushFailure(
        new GatewayError('CGW error - 403: Forbidden resource', { code: 'http', status: 403 }),
      ),
    ).toMatch(/Verify your account again/)
    expect(
      describePushFailure(
        new GatewayError('CGW error - 422: The endpoint is not an http(s) URL', {
          code: 'http',
          status: 422,
        }),
      ),
    ).toBe('The gateway did not save the change: 422: The endpoint is not an http(s) URL')
    expect(describePushFailure(new TypeError('Failed to fetch'))).toBe(
      'The gateway did not save the change: The gateway could not be reached',
    )
  })
})
