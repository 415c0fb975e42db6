import { isAddress } from 'viem'
import type { DataDecoded } from '../../transactions/DataDecodedSchema.ts'
import type { TransactionInfo } from '../../transactions/TransactionInfoSchema.ts'

/**
 * Every address a transaction sends to or names: its `to`, a decoded transfer's recipient, and the
 * address parameters of the call (and of each call in a batch). These are what a poisoned address
 * would replace.
 */
export function sendTargets({
  to,
  txInfo,
  dataDecoded,
}: {
  to: string
  txInfo?: TransactionInfo | undefined
  dataDecoded?: DataDecoded | null | undefined
}): string[] {
  const targets = [to]
  if (txInfo?.type === 'Transfer') targets.push(txInfo.recipient.value)
  const visit = (decoded: DataDecoded | null | undefined, depth: number) => {
    if (!decoded || depth > 3) return
    for (const parameter of decoded.parameters) {
      if (parameter.type === 'address' && typeof parameter.value === 'string') targets.push(parameter.value)
      const inner = parameter.valueDecoded
      if (Array.isArray(inner)) {
        for (const call of inner) {
          targets.push(call.to)
          visit(call.dataDecoded, depth + 1)
        }
      } else visit(inner, depth + 1)
    }
  }
  visit(dataDecoded, 0)
  return targets.filter((target) => isAddress(target, { strict: false }))
}
