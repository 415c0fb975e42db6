import { describe, expect, test } from 'vitest'
import { parseDevchainCliConfig } from './parseDevchainCliConfig.ts'

describe('parseDevchainCliConfig', () => {
  test('defaults', () => {
    expect(parseDevchainCliConfig([], {})).toEqual({
      dataDir: '.data/devchain',
      host: '127.0.0.1',
      port: 8545,
      chainId: 31337,
    })
  })

  test('environment, then flags', () => {
    const env = {
      COFFER_DATA_DIR: '/var/coffer',
      COFFER_DEVCHAIN_PORT: '9545',
      COFFER_DEVCHAIN_HOST: '0.0.0.0',
    }
    expect(parseDevchainCliConfig([], env)).toMatchObject({
      dataDir: '/var/coffer/devchain',
      port: 9545,
      host: '0.0.0.0',
    })
    expect(
      parseDevchainCliConfig(['--data-dir', '/tmp/x', '--port', '7000', '--chain-id', '1337'], env),
    ).toEqual({
      dataDir: '/tmp/x',
      host: '0.0.0.0',
      port: 7000,
      chainId: 1337,
    })
  })

  test('rejects a bad port and unknown flags', () => {
    expect(() => parseDevchainCliConfig(['--port', 'http'], {})).toThrow()
    expect(() => parseDevchainCliConfig(['--prot', '1'], {})).toThrow()
  })
})
