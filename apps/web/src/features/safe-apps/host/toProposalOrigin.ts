/** The gateway keeps at most 200 characters of a proposal's `origin` (gateway-contract §6.14). */
export const maxOriginLength = 200

/**
 * The proposal's `origin` for a transaction an app asked for: JSON `{"name","url"}`, as Safe{Wallet}
 * writes it, so the gateway can name the app in the transaction's details (`safeAppInfo`). A long name is
 * shortened to fit; a URL too long to fit at all is cut back to its origin.
 */
export function toProposalOrigin({ name, url }: { name: string; url: string }): string {
  const full = JSON.stringify({ name, url })
  if (full.length <= maxOriginLength) return full
  const link = JSON.stringify({ name: '', url }).length <= maxOriginLength - 10 ? url : new URL(url).origin
  let shortened = name
  while (
    shortened.length > 0 &&
    JSON.stringify({ name: `${shortened}…`, url: link }).length > maxOriginLength
  )
    shortened = shortened.slice(0, -1)
  return JSON.stringify({ name: shortened.length > 0 ? `${shortened}…` : '', url: link })
}
