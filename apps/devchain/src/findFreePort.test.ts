import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { findFreePort } from './findFreePort.ts'

test('returns a port that can be bound', async () => {
  const port = await findFreePort()
  expect(port).toBeGreaterThan(1024)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  await new Promise((resolve) => server.close(resolve))
})
