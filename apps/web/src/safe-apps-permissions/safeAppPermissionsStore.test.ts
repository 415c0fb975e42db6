import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  findPermissionDecision,
  findPermissionOrigin,
  listPermissionDecisions,
  recordPermissionDecision,
  revokePermissionDecision,
  safeAppPermissionsStorageKey,
  useSafeAppPermissions,
} from './safeAppPermissionsStore.ts'

const app = 'https://apps.example.org'

describe('safeAppPermissionsStore', () => {
  it('keys decisions by origin: path, query and trailing slash do not matter, other schemes are refused', () => {
    expect(findPermissionOrigin('https://apps.example.org/tx-builder/?x=1')).toBe(app)
    expect(findPermissionOrigin('https://apps.example.org/')).toBe(app)
    expect(findPermissionOrigin('http://127.0.0.1:8081')).toBe('http://127.0.0.1:8081')
    expect(findPermissionOrigin('javascript:alert(1)')).toBeUndefined()
    expect(findPermissionOrigin('not a url')).toBeUndefined()
  })

  it('remembers a grant and a refusal per origin, and forgets one when revoked', () => {
    recordPermissionDecision(app, 'requestAddressBook', true, 1_000)
    recordPermissionDecision('https://other.example', 'requestAddressBook', false, 2_000)
    expect(findPermissionDecision(app, 'requestAddressBook')).toEqual({ granted: true, date: 1_000 })
    expect(listPermissionDecisions('https://other.example')).toEqual([
      { origin: 'https://other.example', capability: 'requestAddressBook', granted: false, date: 2_000 },
    ])
    revokePermissionDecision(app, 'requestAddressBook')
    expect(findPermissionDecision(app, 'requestAddressBook')).toBeUndefined()
    expect(JSON.parse(localStorage.getItem(safeAppPermissionsStorageKey) ?? '{}')).toEqual({
      'https://other.example': { requestAddressBook: { granted: false, date: 2_000 } },
    })
  })

  it('reads what it can of a hand-edited store and drops the rest', () => {
    localStorage.setItem(
      safeAppPermissionsStorageKey,
      JSON.stringify({
        [`${app}/`]: { requestAddressBook: { granted: true, date: 5 }, eth_sign: { granted: true, date: 5 } },
        'javascript:alert(1)': { requestAddressBook: { granted: true, date: 5 } },
        'https://b.example': { requestAddressBook: { granted: 'yes' } },
      }),
    )
    expect(listPermissionDecisions(app)).toEqual([
      { origin: app, capability: 'requestAddressBook', granted: true, date: 5 },
    ])
    expect(listPermissionDecisions('https://b.example')).toEqual([])
    localStorage.setItem(safeAppPermissionsStorageKey, '{broken')
    expect(listPermissionDecisions(app)).toEqual([])
  })

  it('lists every decision for Settings and revokes from there', () => {
    recordPermissionDecision('https://b.example', 'requestAddressBook', false, 2)
    recordPermissionDecision(app, 'requestAddressBook', true, 1)
    const { result } = renderHook(() => useSafeAppPermissions())
    expect(result.current.entries.map((entry) => [entry.origin, entry.granted])).toEqual([
      [app, true],
      ['https://b.example', false],
    ])
    act(() => result.current.revoke(app, 'requestAddressBook'))
    expect(result.current.entries.map((entry) => entry.origin)).toEqual(['https://b.example'])
    expect(findPermissionDecision(app, 'requestAddressBook')).toBeUndefined()
  })
})
