/**
 * The page half of the test wallet. Playwright serialises this function into an init script, so it
 * runs in every document before the app's own scripts: it must not reference anything outside its
 * own body (no imports, no helpers from this module).
 *
 * It defines an EIP-1193 provider, announces it through EIP-6963 and as `window.ethereum`, and sends
 * every `request` to the test process through a Playwright binding. Events come back through
 * `window.__cofferTestWallet.emit`, which the test process calls with `page.evaluate`.
 */

export type WalletPageScriptParameters = {
  bindingName: string
  info: { uuid: string; name: string; icon: string; rdns: string }
}

/** What the binding answers: a JSON string of this shape. */
export type WalletBindingAnswer =
  | { ok: true; result: unknown }
  | { ok: false; error: { code: number; message: string; data?: unknown } }

type Listener = (payload: unknown) => void

declare global {
  interface Window {
    __cofferTestWallet?: { emit(event: string, payload: unknown): void }
  }
}

export function walletPageScript({ bindingName, info }: WalletPageScriptParameters): void {
  // Safe Apps run in iframes and talk to the host through postMessage, never to a wallet.
  if (window.top !== window) return

  // Looked up on each call: the binding is installed by Playwright, possibly after this script.
  const call = async (payload: string): Promise<unknown> => {
    const binding: unknown = Reflect.get(window, bindingName)
    if (typeof binding !== 'function')
      throw new Error('[Coffer Test Wallet] the test process is not listening')
    return binding(payload)
  }

  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`[Coffer Test Wallet] a ${event} listener threw`, error)
      }
    }
  }

  class ProviderRpcError extends Error {
    code: number
    data: unknown
    constructor(code: number, message: string, data: unknown) {
      super(message)
      this.name = 'ProviderRpcError'
      this.code = code
      this.data = data
    }
  }

  const request = async (args: { method: string; params?: unknown }): Promise<unknown> => {
    if (!args || typeof args.method !== 'string')
      throw new ProviderRpcError(-32600, 'Invalid request', undefined)
    const raw = await call(JSON.stringify({ method: args.method, params: args.params }))
    const answer = JSON.parse(String(raw)) as WalletBindingAnswer
    if (answer.ok) return answer.result
    throw new ProviderRpcError(answer.error.code, answer.error.message, answer.error.data)
  }

  const on = (event: string, listener: Listener) => {
    let set = listeners.get(event)
    if (!set) {
      set = new Set()
      listeners.set(event, set)
    }
    set.add(listener)
    return provider
  }
  const removeListener = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener)
    return provider
  }

  const provider = {
    isCofferTestWallet: true,
    request,
    on,
    addListener: on,
    once(event: string, listener: Listener) {
      const wrapped: Listener = (payload) => {
        removeListener(event, wrapped)
        listener(payload)
      }
      return on(event, wrapped)
    },
    removeListener,
    off: removeListener,
    removeAllListeners(event?: string) {
      if (event) listeners.delete(event)
      else listeners.clear()
      return provider
    },
    isConnected: () => true,
    // Legacy dapps call enable(); keep it for completeness.
    enable: () => request({ method: 'eth_requestAccounts' }),
  }

  window.__cofferTestWallet = { emit }
  Object.defineProperty(window, 'ethereum', {
    value: provider,
    configurable: true,
    enumerable: true,
    writable: false,
  })

  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  // EIP-1193: a provider that can serve RPC requests emits `connect` with the chain id.
  request({ method: 'eth_chainId' }).then(
    (chainId) => emit('connect', { chainId }),
    () => {},
  )
}
