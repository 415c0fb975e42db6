export { createGuardedServer } from './createGuardedServer.ts'
export { createJsonLineLogger, type JsonLineLoggerOptions, type LogLevel } from './createJsonLineLogger.ts'
export {
  createServerGuard,
  type GuardedRequestHandler,
  plainTextErrorBody,
  type ServerGuard,
  type ServerGuardOptions,
} from './createServerGuard.ts'
export { formatRawResponse, type RawResponse } from './formatRawResponse.ts'
export { parseRequestHead, type RequestHead } from './parseRequestHead.ts'
export { parseRequestTarget } from './parseRequestTarget.ts'
export { toClientErrorAnswer } from './toClientErrorAnswer.ts'
export type { ErrorAnswer, FormatErrorBody, GuardLogger } from './types.ts'
