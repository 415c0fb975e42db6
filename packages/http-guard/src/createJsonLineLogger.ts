import type { GuardLogger } from './types.ts'

const levels = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
}
export type LogLevel = keyof typeof levels

export type JsonLineLoggerOptions = {
  /** Names the server in every line (`"name":"safe-apps"`). */
  name: string
  /** Lines below this level are dropped; the levels are pino's, as the gateway's log uses them. */
  level: LogLevel
  write?: (line: string) => void
}

/**
 * A guard logger for servers without a framework logger: one JSON object per line, shaped like the
 * gateway's pino lines (`level`, `time`, `name`, `msg`, `err`), so both logs read and parse alike.
 */
export function createJsonLineLogger({
  name,
  level,
  write = (line) => process.stdout.write(`${line}\n`),
}: JsonLineLoggerOptions): GuardLogger {
  const threshold = levels[level]
  const emit = (entryLevel: 'error' | 'info', details: { err?: unknown }, message: string) => {
    if (levels[entryLevel] < threshold) return
    const err = details.err === undefined ? {} : { err: serializeError(details.err) }
    write(JSON.stringify({ level: levels[entryLevel], time: Date.now(), name, msg: message, ...err }))
  }
  return {
    error: (details, message) => emit('error', details, message),
    info: (details, message) => emit('info', details, message),
  }
}

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const code = 'code' in error && typeof error.code === 'string' ? { code: error.code } : {}
  return { type: error.name, message: error.message, ...code, stack: error.stack }
}
