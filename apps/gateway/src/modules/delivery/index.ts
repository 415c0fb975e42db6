/**
 * The delivery module's public face: the outbox other modules and the indexer write alerts to, the alerts
 * a committed range causes, and their retraction when a reorg takes the range back.
 */
export {
  awaitsSignatures,
  enqueueAlert,
  enqueueAlerts,
  retractAlerts,
  toAlertEvent,
} from './delivery.repository.ts'
export { alertMaxAgeMs, indexedAlerts } from './indexedAlerts.ts'
