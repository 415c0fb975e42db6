/** The gateway's rules for a code (modules/emails): valid 5 minutes, 5 tries, a new one every 30 s. */
export const codeLifetimeMs = 5 * 60 * 1000
export const codeTries = 5
export const resendLockMs = 30 * 1000

/**
 * What this browser knows of the code it last asked for. The gateway answers every refused code with the
 * same empty 400 (as CGW), so why it was refused is told from what happened here.
 */
export type CodeAttempts = {
  /** When the last code was sent (register, change, resend) from this browser; unknown after a reload. */
  sentAt: number | undefined
  /** Wrong codes entered since then. */
  wrongTries: number
}

export type CodeRefusal =
  | { kind: 'expired' }
  | { kind: 'locked' }
  | { kind: 'wrong'; triesLeft: number }
  /** Sent before this page was opened: it may be wrong, old, or out of tries. */
  | { kind: 'wrong_or_expired' }

/** Why the gateway refused a code, given the tries so far (this one included). */
export function explainRefusedCode(attempts: CodeAttempts, now: number): CodeRefusal {
  if (attempts.sentAt === undefined) return { kind: 'wrong_or_expired' }
  if (now - attempts.sentAt >= codeLifetimeMs) return { kind: 'expired' }
  if (attempts.wrongTries >= codeTries) return { kind: 'locked' }
  return { kind: 'wrong', triesLeft: codeTries - attempts.wrongTries }
}

/**
 * Whole seconds until another code may be asked for; 0 when it may now. Never more than the lock: a
 * `now` read before the code was sent still counts from 30.
 */
export function secondsUntilResend(sentAt: number | undefined, now: number): number {
  if (sentAt === undefined) return 0
  const seconds = Math.ceil((sentAt + resendLockMs - now) / 1000)
  return Math.min(resendLockMs / 1000, Math.max(0, seconds))
}
