import { findFreePort } from '@coffer/devchain'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TestSmtpServer = {
  url: string
  port: number
  /** Every mail accepted so far, parsed, in the order received. */
  mails: ParsedMail[]
  /** Recipients refused with a permanent 550 at RCPT TO. */
  refuse: Set<string>
  /** Resolves with the next mail received. */
  nextMail(): Promise<ParsedMail>
  start(): Promise<void>
  stop(): Promise<void>
}

/**
 * A real SMTP server on loopback (the `smtp-server` library) that keeps what it receives, parsed by
 * `mailparser`. It can be stopped and started again on the same port, to play an SMTP server that is
 * down for a while.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await findFreePort()
  const mails: ParsedMail[] = []
  const refuse = new Set<string>()
  const waiters: ((mail: ParsedMail) => void)[] = []
  let server: SMTPServer | undefined

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 })
          return callback(error)
        }
        return callback()
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(mail)
            for (const waiter of waiters.splice(0)) waiter(mail)
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      },
    })
    const listening = server
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject)
      listening.listen(port, '127.0.0.1', () => resolve())
    })
  }
  const stop = async () => {
    const running = server
    server = undefined
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()))
  }
  await start()
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    refuse,
    nextMail: () => new Promise((resolve) => waiters.push(resolve)),
    start,
    stop,
  }
}
