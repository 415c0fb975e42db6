import type { ChainRuntime, Deps } from '../../deps.ts'
import { NotFoundError } from '../../errors.ts'

/** The configured chain a `{chainId}` path parameter names; `NotFoundError` (404) for any other. */
export function getChainRuntime(deps: Pick<Deps, 'chains'>, chainId: string): ChainRuntime {
  const id = Number(chainId)
  const chain = Number.isSafeInteger(id) ? deps.chains.get(id) : undefined
  if (!chain) throw new NotFoundError(`Chain ${chainId} is not configured`)
  return chain
}
