import type { HostHandler } from './createHostHandlers.ts'
import {
  isSafeAppMethod,
  notImplementedMessage,
  parseSafeAppRequest,
  type SafeAppMethod,
  type SafeAppResponse,
  toAppErrorMessage,
  toErrorResponse,
  toSuccessResponse,
} from './safeAppsProtocol.ts'

/** The part of the frame's window we use: post an answer to one origin. */
export type AppWindow = { postMessage(message: SafeAppResponse, targetOrigin: string): void }

/** What a `message` event carries that we look at. */
export type IncomingMessage = { data: unknown; origin: string; source: unknown }

export type AppCommunicator = {
  /** Handles one `message` event of the host window. */
  receive(event: IncomingMessage): void
  /** Stops answering: later answers of pending requests are dropped. */
  stop(): void
}

/**
 * The host end of the postMessage channel with one app, free of React and of the DOM's listener (the
 * caller registers `receive` on `window` before the frame exists, so even the app's first request is
 * heard). A message is handled only when it comes from the frame's own window (`source`), from the app's
 * origin, and is an SDK request of major version 1 or later; everything else is ignored without an
 * answer. Answers go to the app's exact origin, never '*', so a frame navigated elsewhere reads nothing.
 * A handler's value is answered in the same task when it is not a promise (getSafeInfo must beat
 * wagmi's 10 ms); a refusal's text reaches the app, any other failure as "Request failed".
 */
export function createAppCommunicator({
  appOrigin,
  getAppWindow,
  handlers,
}: {
  appOrigin: string
  /** The frame's window now (null before it exists or after it is gone). */
  getAppWindow: () => AppWindow | null
  handlers: Record<SafeAppMethod, HostHandler>
}): AppCommunicator {
  let stopped = false

  function reply(response: SafeAppResponse): void {
    const target = getAppWindow()
    if (stopped || !target) return
    target.postMessage(response, appOrigin)
  }

  function receive(event: IncomingMessage): void {
    const frame = getAppWindow()
    if (stopped || !frame || event.source !== frame || event.origin !== appOrigin) return
    const request = parseSafeAppRequest(event.data)
    if (!request) return
    const { id, method } = request
    if (!isSafeAppMethod(method)) {
      reply(toErrorResponse(id, notImplementedMessage(method)))
      return
    }
    let answer: unknown
    try {
      answer = handlers[method](request)
    } catch (error) {
      reply(toErrorResponse(id, toAppErrorMessage(error)))
      return
    }
    if (!(answer instanceof Promise)) {
      reply(toSuccessResponse(id, answer))
      return
    }
    answer.then(
      (data: unknown) => reply(toSuccessResponse(id, data)),
      (error: unknown) => reply(toErrorResponse(id, toAppErrorMessage(error))),
    )
  }

  return {
    receive,
    stop: () => {
      stopped = true
    },
  }
}
