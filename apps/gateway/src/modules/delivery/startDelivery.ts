import type { Deps } from '../../deps.ts'
import type { DeliveryChannel } from './delivery.types.ts'
import { createDeliveryWorker, type DeliveryWorker } from './delivery.worker.ts'
import { describeAlert } from './describeAlert.ts'

/**
 * Starts the delivery worker of a gateway process. Every committed change that can cause an alert is also
 * published on the change bus (and, on PostgreSQL, reaches every replica through it), so the worker wakes
 * on it instead of waiting for its poll; the poll is for retries that come due and for missed wakes.
 */
export function startDelivery(
  deps: Pick<Deps, 'db' | 'chains' | 'now' | 'config' | 'changes'>,
  channels: readonly DeliveryChannel[],
  log: { warn(message: string, error?: unknown): void },
): DeliveryWorker {
  const worker = createDeliveryWorker({
    db: deps.db,
    channels,
    now: deps.now,
    describe: (event) => describeAlert(deps, event),
    log,
  })
  const unsubscribe = deps.changes.subscribe(() => worker.wake())
  worker.start()
  return {
    ...worker,
    async stop() {
      unsubscribe()
      await worker.stop()
    },
  }
}
