import { emptyToNull } from '../rangeContext.ts'
import type { SafeEventHandler } from './rangeHandler.ts'

/**
 * Module executions: an L2 Safe logs SafeModuleTransaction before ExecutionFromModuleSuccess or Failure.
 * An L1 Safe logs no SafeModuleTransaction: without its parameters there is nothing to show.
 */
export const moduleExecutions: SafeEventHandler = {
  events: ['SafeModuleTransaction', 'ExecutionFromModuleSuccess', 'ExecutionFromModuleFailure'],
  handle(context, event, log) {
    const safe = log.address
    switch (event.eventName) {
      case 'SafeModuleTransaction': {
        const stack = context.pendingModule.get(safe) ?? []
        stack.push({ log, ...event.args })
        context.pendingModule.set(safe, stack)
        return
      }
      case 'ExecutionFromModuleSuccess':
      case 'ExecutionFromModuleFailure': {
        const stack = context.pendingModule.get(safe) ?? []
        const top = stack.at(-1)
        if (!top || top.log.transactionHash !== log.transactionHash || top.module !== event.args.module)
          return
        stack.pop()
        context.writes.moduleTransactions.push({
          chain_id: context.input.chainId,
          safe,
          module_tx_id: `i${top.log.transactionHash.slice(2)}${top.log.logIndex}`,
          module: top.module,
          to: top.to,
          value: top.value.toString(),
          data: emptyToNull(top.data),
          operation: top.operation,
          success: event.eventName === 'ExecutionFromModuleSuccess' ? 1 : 0,
          block_number: top.log.blockNumber,
          tx_hash: top.log.transactionHash,
          log_index: top.log.logIndex,
          executed_at: context.timestampOf(log),
        })
        context.executedIn.add(`${safe}:${log.transactionHash}`)
        context.change(safe, 'history', 'balances')
        return
      }
    }
  },
}
