import { isUserRejection } from './isUserRejection.ts'

/** 4001: the person's "no"; 4902: the network is unknown to the wallet, which wagmi answers by adding it. */
const refusalCodes = new Set([4001, 4902])

/**
 * Whether a failed network switch is the person's own "no", to the switch or to adding the network. wagmi
 * reports every failure to add an unknown network as a rejection too; a wallet code other than a refusal
 * down the cause chain says the wallet failed instead (it could not add the network).
 */
export function isSwitchChainRefused(error: unknown): boolean {
  if (!isUserRejection(error)) return false
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    if (typeof current !== 'object') break
    if ('code' in current && typeof current.code === 'number' && !refusalCodes.has(current.code)) return false
    current = 'cause' in current ? current.cause : undefined
  }
  return true
}
