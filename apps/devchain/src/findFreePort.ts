import { createServer } from 'node:net'

/**
 * A TCP port that was free a moment ago on `host`. anvil does not accept `--port 0`, so tests ask
 * the OS for an ephemeral port, release it and hand it to anvil. There is a small race with other
 * processes; ephemeral ports are random enough for tests.
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen({ host, port: 0 }, () => {
      const address = server.address()
      if (address === null || typeof address === 'string') {
        server.close()
        reject(new Error('findFreePort: the server has no TCP address'))
        return
      }
      const { port } = address
      server.close((error) => (error ? reject(error) : resolve(port)))
    })
  })
}
