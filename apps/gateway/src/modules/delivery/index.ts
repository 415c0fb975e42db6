/** The delivery module's public face: the outbox other modules write alerts to. */
export { awaitsSignatures, enqueueAlert, enqueueAlerts, toAlertEvent } from './delivery.repository.ts'
