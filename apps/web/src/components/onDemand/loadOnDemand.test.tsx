import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { loadOnDemand } from './loadOnDemand.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children
  }
}

describe('loadOnDemand', () => {
  it('shows the fallback, then the component once its module is in', async () => {
    let arrive: (component: typeof Greeting) => void = () => {}
    const OnDemandGreeting = loadOnDemand(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      <p>Loading</p>,
    )
    render(<OnDemandGreeting name="Alice" />)
    expect(screen.getByText('Loading')).toBeDefined()
    await act(async () => arrive(Greeting))
    expect(screen.getByText('Hello Alice')).toBeDefined()
  })

  it('renders at once when the module was loaded before', async () => {
    const OnDemandGreeting = loadOnDemand(async () => Greeting)
    await OnDemandGreeting.preload()
    render(<OnDemandGreeting name="Bob" />)
    expect(screen.getByText('Hello Bob')).toBeDefined()
  })

  it('throws a failed download to the error boundary, and the next mount loads again', async () => {
    let attempts = 0
    const OnDemandGreeting = loadOnDemand(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('chunk failed')
      return Greeting
    })
    const first = render(
      <Boundary>
        <OnDemandGreeting name="Carol" />
      </Boundary>,
    )
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Error: chunk failed')
    first.unmount()
    render(<OnDemandGreeting name="Carol" />)
    expect(await screen.findByText('Hello Carol')).toBeDefined()
  })
})
