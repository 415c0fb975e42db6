import { createApp } from './app.ts'
import { createDeps } from './createDeps.ts'
import { loadConfig } from './loadConfig.ts'

// Composition root: loadConfig → createDeps → createApp → listen. Errors at start exit non-zero with
// the reason; SIGINT/SIGTERM close the server and the database cleanly.
async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const deps = await createDeps(config)
  const app = await createApp(deps)
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    try {
      await app.close()
      await deps.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  await app.listen({ host: config.host, port: config.port })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error)
  process.exit(1)
})
