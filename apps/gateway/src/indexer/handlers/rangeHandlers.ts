import type { Hex } from 'viem'
import type { SafeEvent } from '../decodeSafeLog.ts'
import { configChanges } from './configChanges.ts'
import { executions } from './executions.ts'
import { moduleExecutions } from './moduleExecutions.ts'
import type { LogHandler, SafeEventHandler } from './rangeHandler.ts'
import { proxyCreation, safeSetup } from './safeSetup.ts'
import { signedMessages } from './signedMessages.ts'
import { nativeTransfer, tokenTransfer } from './transfers.ts'

/** Every kind of log a range is built from: a new kind is a handler file and one entry here. */
const logHandlers: readonly LogHandler[] = [proxyCreation, tokenTransfer]
const safeEventHandlers: readonly SafeEventHandler[] = [
  safeSetup,
  configChanges,
  executions,
  moduleExecutions,
  nativeTransfer,
  signedMessages,
]

export const logHandlerByTopic: ReadonlyMap<Hex, LogHandler> = new Map(
  logHandlers.map((handler) => [handler.topic, handler]),
)

export const safeEventHandlerByName: ReadonlyMap<SafeEvent['eventName'], SafeEventHandler> = new Map(
  safeEventHandlers.flatMap((handler) => handler.events.map((name) => [name, handler] as const)),
)
