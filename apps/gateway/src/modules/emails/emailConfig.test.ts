import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../config.ts'
import { loadConfig } from '../../loadConfig.ts'

// The email part of the gateway config (docs/configuration.md, "Email").
describe('email config', () => {
  it('is off by default, with a From that names Coffer', () => {
    const config = parseConfig({})
    expect(config.smtpUrl).toBeNull()
    expect(config.emailFrom).toBe('Coffer <coffer@localhost>')
  })

  it('reads COFFER_SMTP_URL and COFFER_EMAIL_FROM, credentials in the URL', () => {
    const config = loadConfig({
      COFFER_SMTP_URL: 'smtps://alerts%40example.com:s3cret@mail.example.com:465',
      COFFER_EMAIL_FROM: 'Treasury <alerts@example.com>',
    })
    expect(config.smtpUrl).toBe('smtps://alerts%40example.com:s3cret@mail.example.com:465')
    expect(config.emailFrom).toBe('Treasury <alerts@example.com>')
  })

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => loadConfig({ COFFER_SMTP_URL: 'http://mail.example.com' })).toThrow(
      'Invalid environment at smtpUrl: Expected an smtp:// or smtps:// URL',
    )
  })
})
