/** What a server answers to a request it refuses: a status and a sentence a person can act on. */
export type ErrorAnswer = { status: number; message: string }

/** How a server writes an error answer's body in its own shape (plain text, the gateway's JSON…). */
export type FormatErrorBody = (answer: ErrorAnswer) => { contentType: string; body: string }

/**
 * Where a guard reports what it caught. `error`: the server's own bug (it answered 500); `info`: a
 * client's malformed request (it answered 4xx). Pino's loggers (Fastify's `app.log`) fit as they are.
 */
export type GuardLogger = {
  error(details: { err: unknown }, message: string): void
  info(details: { err?: unknown }, message: string): void
}
