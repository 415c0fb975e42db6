import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config.ts'
import { loadConfig } from '../../loadConfig.ts'

const key = `0x${'ab'.repeat(32)}`
const chain = { chainId: 31337, name: 'Local', shortName: 'local', rpcUrl: 'http://127.0.0.1:8545' }

// The relay part of the gateway config (docs/configuration.md, "Relay").
describe('relay config', () => {
  it('is absent by default and defaults to 5 relays per 24 hours when given', () => {
    expect(parseConfig({ chains: [chain] }).chains[0]?.relay).toBeUndefined()
    expect(parseConfig({ chains: [{ ...chain, relay: { privateKey: key } }] }).chains[0]?.relay).toEqual({
      privateKey: key,
      limit: 5,
      windowHours: 24,
    })
  })

  it('needs a well-formed key, and says where it may come from', () => {
    expect(() => parseConfig({ chains: [{ ...chain, relay: { limit: 3 } }] })).toThrow(
      'Invalid config at chains.0.relay.privateKey: The relay needs a privateKey (or the environment variable COFFER_RELAYER_KEY_<chainId>)',
    )
    expect(() => parseConfig({ chains: [{ ...chain, relay: { privateKey: '0x1234' } }] })).toThrow(
      /chains\.0\.relay\.privateKey: Expected a 0x-prefixed 32-byte hex private key/,
    )
  })

  it('takes the key from COFFER_RELAYER_KEY_<chainId>, also for the default local chain', () => {
    const config = loadConfig({ COFFER_RELAYER_KEY_31337: key.toUpperCase().replace('0X', '0x') })
    expect(config.chains[0]?.relay).toEqual({ privateKey: key, limit: 5, windowHours: 24 })
  })

  it('refuses a key for a chain that is not configured', () => {
    expect(() => loadConfig({ COFFER_RELAYER_KEY_5: key })).toThrow(ConfigError)
    expect(() => loadConfig({ COFFER_RELAYER_KEY_5: key })).toThrow(
      'COFFER_RELAYER_KEY_5 names chain 5, which is not configured',
    )
  })
})
