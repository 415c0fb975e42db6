import { expect, test } from 'vitest'
import { DevchainError } from './DevchainError.ts'

test('message carries meta messages and details', () => {
  const error = new DevchainError('ANVIL_EXITED', 'anvil exited before it answered JSON-RPC.', {
    details: 'Error: failed to bind',
    metaMessages: ['Exit: code 1, signal -'],
  })
  expect(error.name).toBe('DevchainError')
  expect(error.code).toBe('ANVIL_EXITED')
  expect(error.message).toMatchInlineSnapshot(`
    "anvil exited before it answered JSON-RPC.

    Exit: code 1, signal -

    Details: Error: failed to bind"
  `)
})
