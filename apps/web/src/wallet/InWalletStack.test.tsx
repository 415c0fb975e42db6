import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InWalletStack } from './InWalletStack.tsx'
import { getHostState, markWalletHostReady } from './walletHostStore.ts'

describe('InWalletStack', () => {
  it('asks for the wallet stack, hands it the children, and shows the fallback until it runs', () => {
    const view = render(
      <InWalletStack fallback={<p>Loading your wallet…</p>}>
        <p>Dialog</p>
      </InWalletStack>,
    )
    expect(screen.getByText('Loading your wallet…')).toBeTruthy()
    expect(screen.queryByText('Dialog')).toBeNull()
    expect(getHostState().requested).toBe(true)
    expect(getHostState().elements).toHaveLength(1)
    const [{ key } = { key: '' }] = getHostState().elements

    // New children replace the old ones under the same key, so the stack keeps their state.
    view.rerender(
      <InWalletStack fallback={<p>Loading your wallet…</p>}>
        <p>Dialog, step 2</p>
      </InWalletStack>,
    )
    expect(getHostState().elements.map((element) => element.key)).toEqual([key])

    act(() => markWalletHostReady())
    expect(screen.queryByText('Loading your wallet…')).toBeNull()

    view.unmount()
    expect(getHostState().elements).toEqual([])
  })
})
