/**
 * Features every chain of this gateway serves whatever its config says, so clients that hide what a chain
 * does not advertise show them: `RECOVERY` (the Delay modifier's recovery, `modules/recovery/`),
 * `PROPOSERS` (delegates who propose, `modules/delegates/`) and `CSV_TX_EXPORT` (CGW's export job routes,
 * `modules/export/`). Safe{Wallet} hides each without its flag (the History "Export" button for the last).
 */
export const servedChainFeatures = ['CSV_TX_EXPORT', 'PROPOSERS', 'RECOVERY'] as const

/**
 * The chain's `features`: the configured ones, the served ones, and `EMAIL` exactly when the gateway can
 * send email (an SMTP server is configured); sorted, each once.
 */
export function toChainFeatures(configured: readonly string[], { email }: { email: boolean }): string[] {
  const features = new Set([...configured, ...servedChainFeatures])
  if (email) features.add('EMAIL')
  else features.delete('EMAIL')
  return [...features].sort()
}
