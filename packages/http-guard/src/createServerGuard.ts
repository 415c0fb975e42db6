import {
  type IncomingMessage,
  type RequestListener,
  type Server,
  ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http'
import type { Duplex } from 'node:stream'
import { couldBeHeadRequest } from './couldBeHeadRequest.ts'
import { formatRawResponse } from './formatRawResponse.ts'
import { parseRequestHead } from './parseRequestHead.ts'
import { toClientErrorAnswer } from './toClientErrorAnswer.ts'
import type { ErrorAnswer, FormatErrorBody, GuardLogger } from './types.ts'

/** A request handler behind a guard: it gets the parsed path and query, and may throw or reject. */
export type GuardedRequestHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => void | Promise<void>

export type ServerGuardOptions = {
  /** Headers every response carries, error answers and Node's own answers included (security headers). */
  headers: Readonly<Record<string, string>>
  /** The body of error answers in the server's own shape; plain text by default. */
  formatErrorBody?: FormatErrorBody
  log: GuardLogger
}

export type ServerGuard = {
  /**
   * The response class to give the server (`http.createServer({ ServerResponse })`, Fastify's
   * `http.ServerResponse`): it sets `headers` on every response Node creates — also the ones Node
   * answers by itself (417, 503) and a framework's own (Fastify's 503 while closing) — and remembers
   * which connections are mid-answer, so `handleClientError` never writes into a half-sent response.
   */
  ServerResponse: typeof ServerResponse
  /** Node's `clientError` listener (Fastify: the `clientErrorHandler` option): 400/408/413/431 with `headers`. */
  handleClientError(error: Error, socket: Duplex): void
  /** Wraps a node:http handler: 400 for a request it cannot serve, 500 (and a log entry) for its failures. */
  guardRequestHandler(handler: GuardedRequestHandler): RequestListener
  /** Answers what Node would answer without `headers` or not at all: `Expect` (417) and `CONNECT` (405). */
  watch(server: Server): void
}

export const plainTextErrorBody: FormatErrorBody = ({ message }) => ({
  contentType: 'text/plain; charset=utf-8',
  body: `${message}\n`,
})

/** Errors a response or pipeline fails with when the client hung up, which no answer can reach any more. */
const hangUpCodes = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'])

/**
 * One guard per server: nothing a client sends — a malformed request line, target, header or body —
 * may stop the process or go unanswered, and a handler's own failure answers 500 and is logged instead
 * of becoming an unhandled rejection. `createGuardedServer` puts the pieces together for node:http.
 */
export function createServerGuard({
  headers,
  formatErrorBody = plainTextErrorBody,
  log,
}: ServerGuardOptions): ServerGuard {
  const headerEntries = Object.entries(headers)
  // A bad header would otherwise throw in every response's constructor, inside Node's parser callback.
  for (const [name, value] of headerEntries) {
    validateHeaderName(name)
    validateHeaderValue(name, value)
  }
  const responsesBySocket = new WeakMap<Duplex, Set<ServerResponse>>()

  function trackResponse(socket: Duplex, response: ServerResponse): void {
    let responses = responsesBySocket.get(socket)
    if (responses === undefined) {
      responses = new Set()
      responsesBySocket.set(socket, responses)
    }
    const open = responses
    open.add(response)
    const release = () => open.delete(response)
    response.once('finish', release)
    response.once('close', release)
  }

  /**
   * Whether raw bytes written to the socket now could land inside an answer: one has started, and its
   * bytes are not all queued on the socket yet (it is still being written, or it waits behind another
   * answer to a pipelined request, with no socket of its own).
   */
  function isMidResponse(socket: Duplex): boolean {
    for (const response of responsesBySocket.get(socket) ?? [])
      if (response.headersSent && !(response.writableEnded && response.socket === socket)) return true
    return false
  }

  class GuardedServerResponse<
    Request extends IncomingMessage = IncomingMessage,
  > extends ServerResponse<Request> {
    // Node passes a second argument (highWaterMark, rejectNonStandardBodyWrites) that @types/node does
    // not declare; the rest parameter hands it on as it came.
    constructor(...args: [request: Request]) {
      super(...args)
      for (const [name, value] of headerEntries) this.setHeader(name, value)
      trackResponse(args[0].socket, this)
    }
  }

  function rawErrorResponse(answer: ErrorAnswer, { bodiless = false } = {}): string {
    const { contentType, body } = formatErrorBody(answer)
    return formatRawResponse({ status: answer.status, headers, contentType, body: bodiless ? '' : body })
  }

  function sendError(response: ServerResponse, answer: ErrorAnswer): void {
    const { contentType, body } = formatErrorBody(answer)
    response.writeHead(answer.status, {
      'content-type': contentType,
      'content-length': Buffer.byteLength(body),
    })
    response.end(body)
  }

  /**
   * Runs a guard's own reaction to a request. It must not throw either: a throw here lands in Node's
   * parser callback or in an unhandled rejection, which is what the guard exists to prevent.
   */
  function failClosed(what: string, react: () => void, close: () => void): void {
    try {
      react()
    } catch (error) {
      log.error({ err: error }, `${what} failed; closed the connection`)
      close()
    }
  }

  function handleClientError(error: Error, socket: Duplex): void {
    failClosed(
      'Answering a malformed request',
      () => answerClientError(error, socket),
      () => socket.destroy(),
    )
  }

  function answerClientError(error: Error, socket: Duplex): void {
    const answer = toClientErrorAnswer(error)
    if (answer === undefined) {
      socket.destroy()
      return
    }
    if (!socket.writable || isMidResponse(socket)) {
      // Bytes written now would land inside another answer: cutting the connection is the answer.
      log.info({ err: error }, `Closed a connection mid-answer after a malformed request: ${answer.message}`)
      socket.destroy()
      return
    }
    log.info({ err: error }, `Answered ${answer.status} to a malformed request: ${answer.message}`)
    // A body after an answer to HEAD is garbage to the client, which reads none.
    const bodiless = couldBeHeadRequest({
      rawPacket: readProperty(error, 'rawPacket'),
      bytesRead: readProperty(socket, 'bytesRead'),
      followsAnotherRequest: responsesBySocket.has(socket),
    })
    // As Node does: write, then close at once, since the parser cannot find where the next request starts.
    socket.write(rawErrorResponse(answer, { bodiless }))
    socket.destroy()
  }

  function handleFailure(request: IncomingMessage, response: ServerResponse, url: URL, error: unknown) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
    if (request.socket.destroyed && typeof code === 'string' && hangUpCodes.has(code)) {
      log.info(
        { err: error },
        `${request.method} ${url.pathname}: the client left before the answer was complete`,
      )
      return
    }
    if (!response.headersSent) {
      log.error({ err: error }, `${request.method} ${url.pathname} failed; answering 500`)
      sendError(response, { status: 500, message: 'Internal server error' })
      return
    }
    // Half an answer cannot become an error answer: cut the connection so the client sees it failed.
    log.error({ err: error }, `${request.method} ${url.pathname} failed mid-answer; closed the connection`)
    response.destroy()
  }

  function guardRequestHandler(handler: GuardedRequestHandler): RequestListener {
    return (request, response) => {
      // A write after the end emits 'error' on the response, and an 'error' nobody listens to stops
      // the process: it is the handler's bug, so it is logged as one.
      response.on('error', (error) => log.error({ err: error }, `${request.method} answer failed`))
      const head = parseRequestHead(request)
      if ('error' in head) {
        const { error } = head
        log.info({}, `Answered ${error.status} to ${request.method}: ${error.message}`)
        failClosed(
          'Answering a bad request',
          () => sendError(response, error),
          () => response.destroy(),
        )
        return
      }
      const run = async () => handler(request, response, head.url)
      run().catch((error: unknown) =>
        failClosed(
          'Answering a failed request',
          () => handleFailure(request, response, head.url, error),
          () => response.destroy(),
        ),
      )
    }
  }

  function watch(server: Server): void {
    server.on('checkExpectation', (_request, response) =>
      failClosed(
        'Answering an expectation',
        () => sendError(response, { status: 417, message: 'Only "Expect: 100-continue" is supported' }),
        () => response.destroy(),
      ),
    )
    server.on('connect', (_request, socket) => {
      // Node has taken its own listeners off a CONNECT socket: without this, a reset would be unhandled.
      socket.on('error', (error) => log.info({ err: error }, 'A CONNECT connection failed'))
      log.info({}, 'Answered 405 to CONNECT')
      failClosed(
        'Answering CONNECT',
        () =>
          socket.write(
            rawErrorResponse({ status: 405, message: 'CONNECT is not supported: this is not a proxy' }),
          ),
        () => {},
      )
      socket.destroy()
    })
  }

  return {
    ServerResponse: GuardedServerResponse,
    handleClientError,
    guardRequestHandler,
    watch,
  }
}

/** Node's parser errors and sockets carry properties their declared types do not (`rawPacket`, `bytesRead`). */
function readProperty(value: object, key: string): unknown {
  return key in value ? Reflect.get(value, key) : undefined
}
