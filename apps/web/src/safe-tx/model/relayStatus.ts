/** Relay task states (gateway-contract §12.3): 100/110 waiting, 200 mined, 400/500 failed. */
export function relayOutcome(status: number): 'pending' | 'success' | 'failed' {
  if (status === 200) return 'success'
  if (status >= 400) return 'failed'
  return 'pending'
}
