import { connect } from 'node:net'
import { malformedRequests, sendRawRequest } from '@coffer/http-guard/testing'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MailCatcher, startMailCatcher } from './mailCatcher.ts'

describe('the mail catcher', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(async () => {
    await catcher?.close()
  })

  const send = (mail: { to: string; subject: string; text: string }) =>
    nodemailer
      .createTransport({ url: catcher.smtpUrl })
      .sendMail({ from: 'Coffer <coffer@localhost>', ...mail })

  it('receives over real SMTP on loopback and lists what it caught, newest first, escaped', async () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    await send({
      to: 'alice@example.com',
      subject: 'Your code: 123456',
      text: 'Your Coffer verification code is 123456',
    })
    await send({
      to: 'bob@example.com',
      subject: '<script>alert(1)</script>',
      text: 'Open it: http://127.0.0.1:8080/safe?x=1&y="2"',
    })
    expect(catcher.mails().map((mail) => mail.to)).toEqual([['bob@example.com'], ['alice@example.com']])

    const page = await fetch(catcher.pageUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Your Coffer verification code is 123456')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('<a href="http://127.0.0.1:8080/safe?x=1&amp;y=&quot;2&quot;">')
    expect(html.indexOf('bob@example.com')).toBeLessThan(html.indexOf('alice@example.com'))

    const json = await fetch(`${catcher.pageUrl}/messages.json`)
    expect(await json.json()).toMatchObject([
      { subject: '<script>alert(1)</script>' },
      { subject: 'Your code: 123456' },
    ])
  })

  it('refuses a Host other than loopback (DNS rebinding) and the configured one', async () => {
    await send({ to: 'erin@example.com', subject: 'Your code: 654321', text: 'Your code is 654321' })
    const port = new URL(catcher.pageUrl).port
    const get = (target: string, host: string) =>
      sendRawRequest(catcher.pageUrl, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    for (const target of ['/', '/messages.json']) {
      const [refused] = (await get(target, `rebound.example:${port}`)).responses
      expect(refused?.status, target).toBe(403)
      expect(refused?.body, target).not.toContain('654321')
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
        const [answered] = (await get(target, host)).responses
        expect(answered?.status, host).toBe(200)
        expect(answered?.body, host).toContain('654321')
      }
    }

    const onPublicHost = await startMailCatcher({ hostNames: ['coffer.example'] })
    try {
      const publicPort = new URL(onPublicHost.pageUrl).port
      const exchange = (host: string) =>
        sendRawRequest(onPublicHost.pageUrl, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      expect((await exchange(`coffer.example:${publicPort}`)).responses[0]?.status).toBe(200)
      expect((await exchange(`coffer.example:${Number(publicPort) + 1}`)).responses[0]?.status).toBe(403)
    } finally {
      await onPublicHost.close()
    }
  })

  it('answers other paths 404 and other methods 405', async () => {
    expect((await fetch(`${catcher.pageUrl}/nope`)).status).toBe(404)
    expect((await fetch(catcher.pageUrl, { method: 'POST', body: 'x' })).status).toBe(405)
  })

  it('keeps serving SMTP after a client that speaks nonsense', async () => {
    const port = Number(new URL(catcher.smtpUrl).port)
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('GARBAGE\r\n\u0000\u0001\r\nQUIT\r\n'))
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
      socket.resume()
    })
    await send({ to: 'carol@example.com', subject: 'Still here', text: 'ok' })
    expect(catcher.mails()[0]?.subject).toBe('Still here')
  })

  it('refuses an email over 1 MiB without keeping it', async () => {
    const before = catcher.mails().length
    await expect(
      send({ to: 'dave@example.com', subject: 'Huge', text: 'x'.repeat(1100 * 1024) }),
    ).rejects.toMatchObject({ responseCode: 552 })
    expect(catcher.mails()).toHaveLength(before)
    await send({ to: 'dave@example.com', subject: 'Small', text: 'ok' })
    expect(catcher.mails()[0]?.subject).toBe('Small')
  })

  it('answers every malformed request with its headers and never 5xx, and keeps serving', async () => {
    for (const probe of malformedRequests()) {
      const { responses } = await sendRawRequest(catcher.pageUrl, probe.bytes, probe)
      if (!probe.mayGoUnanswered) expect(responses.length, probe.name).toBeGreaterThan(0)
      for (const response of responses) {
        expect(response.headers['content-security-policy'], probe.name).toContain("default-src 'none'")
        expect(response.headers['x-content-type-options'], probe.name).toBe('nosniff')
        expect(response.status, probe.name).toBeLessThan(500)
      }
      if (probe.status !== undefined) expect(responses.at(-1)?.status, probe.name).toBe(probe.status)
      expect((await fetch(catcher.pageUrl)).status, `after ${probe.name}`).toBe(200)
    }
  })
})
