import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

export type OnDemand<P extends object> = ComponentType<P> & {
  /** Starts the download early (on hover, say); the component renders at once when it is in. */
  preload: () => Promise<ComponentType<P>>
}

/**
 * A component whose code loads when it first mounts, shown as `fallback` until then: React.lazy without
 * Suspense. Why: parts of a Safe's page mounted by its first render (the recovery card, Settings → Email
 * alerts, the not-a-Safe page) sometimes kept their Suspense fallback for good, their chunk downloaded and
 * no error anywhere, most often while a remembered wallet connection was restored (issue 22's M3 and M4;
 * the recovery e2e test met it about one run in four). Here the module's arrival is a state update of the
 * component that asked for it, which React cannot skip. A failed download is thrown while rendering, to the
 * route's error boundary and its Retry, and the next mount tries again.
 */
export function loadOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  function OnDemandComponent(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: unknown }>(() => ({
      component: loaded,
    }))
    useEffect(() => {
      if (state.component) return
      let mounted = true
      preload().then(
        (component) => mounted && setState({ component }),
        (error: unknown) => mounted && setState({ error }),
      )
      return () => {
        mounted = false
      }
    }, [state.component])
    if (state.error !== undefined) throw state.error
    const Component = state.component
    return Component ? <Component {...props} /> : fallback
  }
  return Object.assign(OnDemandComponent, { preload })
}
