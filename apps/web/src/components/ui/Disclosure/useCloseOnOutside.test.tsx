import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useCloseOnOutside } from './useCloseOnOutside.ts'

function Menu({ keepOpenWithin }: { keepOpenWithin?: string }) {
  const [open, setOpen] = useState(true)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useCloseOnOutside({ open, setOpen, container, button, keepOpenWithin })
  return (
    <>
      <div ref={container}>
        <button ref={button} type="button" aria-expanded={open}>
          Menu
        </button>
        {open && <p>Panel</p>}
      </div>
      <p>Outside</p>
      <div role="dialog">Dialog</div>
    </>
  )
}

afterEach(cleanup)

describe('useCloseOnOutside', () => {
  it('closes on Escape and gives the focus back to the button', () => {
    render(<Menu />)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByText('Panel')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }))
  })

  it('stays open on other keys and on a press inside, and closes on a press outside', () => {
    render(<Menu />)
    fireEvent.keyDown(document, { key: 'Enter' })
    fireEvent.pointerDown(screen.getByText('Panel'))
    expect(screen.getByText('Panel')).toBeDefined()
    fireEvent.pointerDown(screen.getByText('Outside'))
    expect(screen.queryByText('Panel')).toBeNull()
  })

  it('stays open on a press inside keepOpenWithin, though it is outside the container', () => {
    render(<Menu keepOpenWithin='[role="dialog"]' />)
    fireEvent.pointerDown(screen.getByText('Dialog'))
    expect(screen.getByText('Panel')).toBeDefined()
    fireEvent.pointerDown(screen.getByText('Outside'))
    expect(screen.queryByText('Panel')).toBeNull()
  })
})
