import { newRequestId, sdkVersion } from './appRequest.ts'

/**
 * Runs in a frame nested inside the test app (same origin as the app, or a foreign one): posts SDK
 * requests straight to the Coffer page, which must ignore them — they come from neither the app's window
 * nor, for the foreign probe, its origin. Reports to the app whether anything answered.
 */
const kind = new URLSearchParams(window.location.search).get('kind') ?? 'unknown'
const ids = [newRequestId(), newRequestId()]
let answered = false

window.addEventListener('message', (event: MessageEvent) => {
  const data: unknown = event.data
  if (typeof data === 'object' && data !== null && 'id' in data && ids.includes(String(data.id)))
    answered = true
})

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
window.top?.postMessage(
  {
    id: ids[0],
    method: 'sendTransactions',
    params: { txs: [{ to: recipient, value: '1', data: '0x' }] },
    env: { sdkVersion },
  },
  '*',
)
window.top?.postMessage({ id: ids[1], method: 'getSafeInfo', params: undefined, env: { sdkVersion } }, '*')

setTimeout(() => {
  window.parent.postMessage({ type: 'coffer-probe-report', kind, ids, answered }, '*')
}, 2_000)
