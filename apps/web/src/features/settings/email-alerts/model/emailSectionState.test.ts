import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { canReadEmail, type EmailRead, toEmailSectionState } from './emailSectionState.ts'

const alice: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const owners = [alice]
const on = ['EMAIL', 'SAFE_APPS']
const pending: EmailRead = { status: 'pending' }

describe('toEmailSectionState', () => {
  it('says email is off before anything else', () => {
    expect(
      toEmailSectionState({
        chainFeatures: ['SAFE_APPS'],
        owners,
        connected: alice,
        signedIn: true,
        read: pending,
      }),
    ).toEqual({ kind: 'disabled' })
  })

  it('asks who is there: nobody, someone not an owner, an owner not signed in', () => {
    const base = { chainFeatures: on, owners, read: pending }
    expect(toEmailSectionState({ ...base, connected: undefined, signedIn: false })).toEqual({
      kind: 'not_connected',
    })
    expect(toEmailSectionState({ ...base, connected: bob, signedIn: true })).toEqual({
      kind: 'not_owner',
      connected: bob,
    })
    expect(toEmailSectionState({ ...base, connected: alice, signedIn: false })).toEqual({
      kind: 'sign_in',
      owner: alice,
    })
  })

  it('matches the owner whatever the address case', () => {
    const state = toEmailSectionState({
      chainFeatures: on,
      owners,
      connected: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      signedIn: false,
      read: pending,
    })
    expect(state).toEqual({ kind: 'sign_in', owner: alice })
  })

  it("maps the signed-in owner's email read", () => {
    const base = { chainFeatures: on, owners, connected: alice, signedIn: true }
    expect(toEmailSectionState({ ...base, read: pending }).kind).toBe('loading')
    const error = new Error('down')
    expect(toEmailSectionState({ ...base, read: { status: 'error', error } })).toEqual({
      kind: 'load_failed',
      owner: alice,
      error,
    })
    expect(toEmailSectionState({ ...base, read: { status: 'success', data: null } })).toEqual({
      kind: 'none',
      owner: alice,
    })
    expect(
      toEmailSectionState({
        ...base,
        read: { status: 'success', data: { email: 'a@b.co', verified: false } },
      }),
    ).toEqual({ kind: 'unverified', owner: alice, email: 'a@b.co' })
    expect(
      toEmailSectionState({
        ...base,
        read: { status: 'success', data: { email: 'a@b.co', verified: true } },
      }),
    ).toEqual({ kind: 'verified', owner: alice, email: 'a@b.co' })
  })

  it('reads the email only for a signed-in owner', () => {
    expect(canReadEmail({ kind: 'sign_in' })).toBe(false)
    expect(canReadEmail({ kind: 'not_owner' })).toBe(false)
    expect(canReadEmail({ kind: 'disabled' })).toBe(false)
    expect(canReadEmail({ kind: 'loading' })).toBe(true)
  })
})
