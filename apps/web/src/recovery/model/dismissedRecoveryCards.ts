import * as z from 'zod/mini'
import { useStoredValue } from '../../config/storedValue.ts'

const DismissedSchema = z.catch(z.array(z.string()), [])
const noneDismissed: string[] = []

/** The settled recovery proposals this browser no longer shows, per Delay module: `<module>:<queueNonce>`. */
export function useDismissedRecoveryCards(chainId: string, safeAddress: string) {
  return useStoredValue(
    `coffer.recoveryDismissed.${chainId}.${safeAddress.toLowerCase()}`,
    DismissedSchema,
    noneDismissed,
  )
}

export function recoveryCardId(delayModule: string, queueNonce: number): string {
  return `${delayModule.toLowerCase()}:${queueNonce}`
}
