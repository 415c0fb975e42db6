/**
 * The push notification types a browser can subscribe a Safe to, named as CGW names them and as the
 * gateway's v2 registration accepts them (apps/gateway/src/modules/delivery/delivery.types.ts `alertTypes`),
 * in the order Settings lists them.
 */
export const notificationTypes = [
  'CONFIRMATION_REQUEST',
  'MESSAGE_CONFIRMATION_REQUEST',
  'EXECUTED_MULTISIG_TRANSACTION',
  'DELETED_MULTISIG_TRANSACTION',
  'INCOMING_ETHER',
  'INCOMING_TOKEN',
  'MODULE_TRANSACTION',
] as const
export type NotificationType = (typeof notificationTypes)[number]

export function isNotificationType(name: string): name is NotificationType {
  return notificationTypes.some((type) => type === name)
}

/** The types in Settings' order, each once: what the gateway is asked to store. */
export function normalizeTypes(types: Iterable<NotificationType>): NotificationType[] {
  const chosen = new Set(types)
  return notificationTypes.filter((type) => chosen.has(type))
}
