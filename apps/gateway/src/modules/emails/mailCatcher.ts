import type { IncomingMessage, ServerResponse } from 'node:http'
import { createGuardedServer, createJsonLineLogger, type LogLevel } from '@coffer/http-guard'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { isPageHost } from './isPageHost.ts'

/** One email the catcher received, as its page shows it (the text part only: no sender's HTML is rendered). */
export type CaughtMail = {
  id: number
  /** Unix milliseconds. */
  receivedAt: number
  from: string
  to: string[]
  subject: string
  text: string
}

export type MailCatcher = {
  /** Where the gateway sends email: `smtp://127.0.0.1:<port>`. */
  smtpUrl: string
  /** The page that lists what was caught. */
  pageUrl: string
  /** Newest first. */
  mails(): readonly CaughtMail[]
  close(): Promise<void>
}

export type MailCatcherOptions = {
  /** Where the page listens; the SMTP server always listens on loopback only. */
  host?: string
  /** 0 picks a free port. */
  httpPort?: number
  /**
   * Host names the page answers to besides loopback's and `host` (the gateway's public host): any other
   * `Host` is refused, so that a web page whose name was rebound to this machine cannot read the codes.
   */
  hostNames?: readonly string[]
  smtpPort?: number
  /** The page's JSON log lines on stdout (refused requests are `info`). Default `warn`. */
  logLevel?: LogLevel
}

/** Kept in memory, newest first; the oldest go. A local tool, not a mailbox. */
const maxMails = 200
/** SMTP SIZE: alerts are a few KB; anything this big is refused by the server before it is read. */
const maxMailBytes = 1024 * 1024

const pageHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}

/**
 * The local mail catcher of `npm start` with the local chain and no SMTP server configured: a real SMTP
 * server on loopback (`smtp-server`) that accepts every email, and a page (a guarded node:http server)
 * listing them, so a newcomer can register an email and read its code without a mail account.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const caught: CaughtMail[] = []
  let nextId = 1
  const log = createJsonLineLogger({ name: 'mail-catcher', level: options.logLevel ?? 'warn' })

  const smtp = new SMTPServer({
    // Nothing to protect on loopback: no login, no TLS (nodemailer would try STARTTLS if offered).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: maxMailBytes,
    logger: false,
    onData(stream, session, callback) {
      // Read at most the size limit; the rest is drained unread, and the mail refused.
      const chunks: Buffer[] = []
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes <= maxMailBytes) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (stream.sizeExceeded || bytes > maxMailBytes)
          return callback(Object.assign(new Error('Message too big'), { responseCode: 552 }))
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            caught.unshift({
              id: nextId++,
              receivedAt: Date.now(),
              from: mail.from?.text ?? (session.envelope.mailFrom || undefined)?.address ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            })
            caught.length = Math.min(caught.length, maxMails)
            callback()
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
      })
    },
  })
  // A client that misbehaves ends its own session; the server keeps listening.
  smtp.on('error', (error) => log.info({ err: error.message }, 'SMTP session error'))
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort ?? 0, '127.0.0.1', () => {
      smtp.off('error', reject)
      resolve()
    })
  })
  const smtpAddress = smtp.server.address()
  if (smtpAddress === null || typeof smtpAddress === 'string')
    throw new Error('The mail catcher is not listening')

  const hostNames = [...(options.hostNames ?? []), ...(isWildcard(host) ? [] : [bracketIpv6(host)])]
  let pagePort = 0
  const page = createGuardedServer(
    (request, response, url) => {
      if (isPageHost(request.headers.host, { names: hostNames, port: pagePort }))
        servePage(request, response, url, caught)
      else refuseHost(response)
    },
    { headers: pageHeaders, log },
  )
  try {
    await new Promise<void>((resolve, reject) => {
      page.once('error', reject)
      page.listen(options.httpPort ?? 0, host, () => resolve())
    })
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  const pageAddress = page.address()
  if (pageAddress === null || typeof pageAddress === 'string')
    throw new Error('The mail catcher page is not listening')
  pagePort = pageAddress.port
  const pageHost = isWildcard(host) ? '127.0.0.1' : bracketIpv6(host)

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpAddress.port}`,
    pageUrl: `http://${pageHost}:${pageAddress.port}`,
    mails: () => caught,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          page.close(() => resolve())
          page.closeAllConnections()
        }),
      ])
    },
  }
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::'
}

/** An IPv6 address as it stands in a URL or a Host header. */
function bracketIpv6(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

function refuseHost(response: ServerResponse): void {
  response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
  response.end('This mail catcher answers only to localhost and the host Coffer was started on\n')
}

function servePage(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  caught: readonly CaughtMail[],
): void {
  const head = request.method === 'HEAD'
  if (request.method !== 'GET' && !head) {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
    response.end('Method not allowed\n')
  } else if (url.pathname === '/messages.json') {
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    response.end(head ? undefined : JSON.stringify(caught))
  } else if (url.pathname === '/') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(head ? undefined : renderPage(caught))
  } else {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end('Not found\n')
  }
}

/** The list, newest first; refreshes itself so a code shows up without a reload. */
export function renderPage(caught: readonly CaughtMail[]): string {
  const items = caught.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
<p class="meta">To ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)} · ${new Date(mail.receivedAt).toISOString()}</p>
<pre>${linkify(mail.text)}</pre>
</article>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Coffer mail catcher (${caught.length})</title>
<style>body{font-family:system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555;font-size:.875rem}
pre{white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>Coffer mail catcher</h1>
<p>Every email the local Coffer sends lands here instead of a mailbox (no SMTP server is configured). Newest first; the page refreshes every 5 seconds.</p>
${items.length > 0 ? items.join('\n') : '<p><em>No email yet.</em></p>'}
</body></html>`
}

/** Escapes the text, then turns its http(s) links (escaped too) into anchors. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
