import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  findPermissionDecision,
  recordPermissionDecision,
} from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { SafeAppsPermissions } from './SafeAppsPermissions.tsx'

describe('SafeAppsPermissions', () => {
  it('says when no app asked yet', () => {
    render(<SafeAppsPermissions />)
    expect(screen.getByText('No app has asked for a permission yet.')).toBeTruthy()
  })

  it('lists what each site was allowed or refused, and takes a decision back', () => {
    recordPermissionDecision('http://127.0.0.1:8081', 'requestAddressBook', true, Date.UTC(2026, 0, 5))
    recordPermissionDecision('https://apps.example.org', 'requestAddressBook', false, Date.UTC(2026, 0, 6))
    render(<SafeAppsPermissions />)
    const list = screen.getByRole('list', { name: 'Safe Apps permissions' })
    const [granted, refused] = within(list).getAllByRole('listitem')
    expect(granted?.textContent).toContain('http://127.0.0.1:8081')
    expect(granted?.textContent).toContain('Allowed')
    expect(refused?.textContent).toContain('Refused')

    fireEvent.click(
      screen.getByRole('button', { name: 'Revoke Read the address book for http://127.0.0.1:8081' }),
    )
    expect(findPermissionDecision('http://127.0.0.1:8081', 'requestAddressBook')).toBeUndefined()
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Let https://apps.example.org ask again for Read the address book',
      }),
    )
    expect(findPermissionDecision('https://apps.example.org', 'requestAddressBook')).toBeUndefined()
    expect(screen.getByText('No app has asked for a permission yet.')).toBeTruthy()
  })
})
