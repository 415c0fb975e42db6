import { describe, expect, it, vi } from 'vitest'
import { type AppWindow, createAppCommunicator } from './createAppCommunicator.ts'
import type { HostHandler } from './createHostHandlers.ts'
import {
  type SafeAppMethod,
  SafeAppRequestError,
  type SafeAppResponse,
  safeAppMethods,
} from './safeAppsProtocol.ts'

const appOrigin = 'http://127.0.0.1:8081'

/** A frame's window that records what it was sent, and to which origin. */
function fakeFrame() {
  const posted: { message: SafeAppResponse; targetOrigin: string }[] = []
  const frame: AppWindow = { postMessage: (message, targetOrigin) => posted.push({ message, targetOrigin }) }
  return { frame, posted }
}

function setup(overrides: Partial<Record<SafeAppMethod, HostHandler>> = {}) {
  const { frame, posted } = fakeFrame()
  const handlers = Object.fromEntries(
    safeAppMethods.map((method) => [method, overrides[method] ?? (() => ({ answered: method }))]),
  ) as Record<SafeAppMethod, HostHandler>
  let current: AppWindow | null = frame
  const communicator = createAppCommunicator({ appOrigin, getAppWindow: () => current, handlers })
  const request = (method: string, extra: Record<string, unknown> = {}) => ({
    data: { id: 'a1b2c3d4e5', method, params: undefined, env: { sdkVersion: '9.1.0' }, ...extra },
    origin: appOrigin,
    source: frame,
  })
  return {
    communicator,
    frame,
    posted,
    request,
    removeFrame: () => {
      current = null
    },
  }
}

describe('createAppCommunicator', () => {
  it('answers in the same task when the handler has its answer, to the app origin only', () => {
    const { communicator, posted, request } = setup()
    communicator.receive(request('getSafeInfo'))
    expect(posted).toEqual([
      {
        message: { id: 'a1b2c3d4e5', success: true, data: { answered: 'getSafeInfo' }, version: '9.1.0' },
        targetOrigin: appOrigin,
      },
    ])
  })

  it('answers later for a promise, and sends refusals as text', async () => {
    const { communicator, posted, request } = setup({
      sendTransactions: () => Promise.reject(new SafeAppRequestError('Transaction was rejected')),
      getSafeBalances: () => Promise.resolve({ fiatTotal: '0', items: [] }),
    })
    communicator.receive(request('sendTransactions'))
    communicator.receive(request('getSafeBalances', { id: 'b' }))
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        { id: 'b', success: true, data: { fiatTotal: '0', items: [] }, version: '9.1.0' },
        { id: 'a1b2c3d4e5', success: false, error: 'Transaction was rejected', version: '9.1.0' },
      ]),
    )
  })

  it('never leaks an internal failure: "Request failed"', async () => {
    const { communicator, posted, request } = setup({
      rpcCall: () => {
        throw new Error('secret internal detail')
      },
      getTxBySafeTxHash: () => Promise.reject(new TypeError('fetch failed http://10.0.0.2')),
    })
    communicator.receive(request('rpcCall'))
    communicator.receive(request('getTxBySafeTxHash', { id: 'b' }))
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted.map((entry) => entry.message)).toMatchObject([
      { success: false, error: 'Request failed' },
      { success: false, error: 'Request failed' },
    ])
  })

  it('says a method it does not know is not implemented', () => {
    const { communicator, posted, request } = setup()
    communicator.receive(request('getCurrentTheme'))
    expect(posted[0]?.message).toEqual({
      id: 'a1b2c3d4e5',
      success: false,
      error: '"getCurrentTheme" not implemented',
      version: '9.1.0',
    })
  })

  it('ignores messages from another window, another origin, or an SDK before 1.0', () => {
    const handler = vi.fn(() => 'answer')
    const { communicator, posted, request } = setup({ getSafeInfo: handler })
    const { frame: otherWindow } = fakeFrame()
    communicator.receive({ ...request('getSafeInfo'), source: otherWindow })
    communicator.receive({ ...request('getSafeInfo'), source: null })
    communicator.receive({ ...request('getSafeInfo'), origin: 'https://evil.example' })
    communicator.receive({ ...request('getSafeInfo'), origin: 'null' })
    communicator.receive(request('getSafeInfo', { env: { sdkVersion: '0.5.0' } }))
    communicator.receive(request('getSafeInfo', { env: undefined }))
    communicator.receive({ data: null, origin: appOrigin, source: request('x').source })
    expect(handler).not.toHaveBeenCalled()
    expect(posted).toEqual([])
  })

  it('drops answers once stopped or once the frame is gone', async () => {
    let finish: (value: unknown) => void = () => {}
    const { communicator, posted, request, removeFrame } = setup({
      sendTransactions: () => new Promise((resolve) => (finish = resolve)),
    })
    communicator.receive(request('sendTransactions'))
    communicator.stop()
    finish({ safeTxHash: '0x' })
    await Promise.resolve()
    communicator.receive(request('getSafeInfo'))
    removeFrame()
    expect(posted).toEqual([])
  })
})
