import { createServer } from 'node:net'
import { createApp } from './app.ts'
import { type GatewayConfig, type GatewayConfigInput, parseConfig } from './config.ts'
import { type CreateDepsOptions, createDeps } from './createDeps.ts'
import { startIndexers } from './indexer/startIndexers.ts'
import type { DeliveryChannel } from './modules/delivery/delivery.types.ts'
import { startDelivery } from './modules/delivery/startDelivery.ts'
import { createEmailChannelFromDeps } from './modules/emails/smtpChannel.ts'
import { createPushChannel } from './modules/notifications/createPushChannel.ts'

export type StartedGateway = {
  /** Where the gateway listens, e.g. `http://127.0.0.1:8080` (not the public URL behind a proxy). */
  url: string
  config: GatewayConfig
  close(): Promise<void>
}

/**
 * Starts a gateway: parses the config, opens and migrates the database, and listens. Used by `main.ts`,
 * the product's one-command start, and end-to-end tests. Port 0 picks a free port first, so the
 * default allowed origins (which include the port) are right.
 */
export type StartGatewayOptions = CreateDepsOptions & {
  /**
   * How alerts reach owners, instead of the channels of the settings: push (Web Push, and FCM when
   * configured), and email when an SMTP server is set (or the local mail catcher stands in for one).
   */
  deliveryChannels?: readonly DeliveryChannel[]
}

export async function startGateway(
  input: GatewayConfigInput = {},
  options: StartGatewayOptions = {},
): Promise<StartedGateway> {
  const host = input.host ?? '127.0.0.1'
  const port = input.port === 0 ? await findFreePort(host) : input.port
  const config = parseConfig({ ...input, port })
  const deps = await createDeps(config, options)
  try {
    // Before listening: a malformed FCM service account stops the start with its reason.
    const emailChannel = createEmailChannelFromDeps(deps)
    const deliveryChannels = options.deliveryChannels ?? [
      await createPushChannel(deps),
      ...(emailChannel ? [emailChannel] : []),
    ]
    const app = await createApp(deps)
    await app.listen({ host: config.host, port: config.port })
    // Indexing runs beside the API in this process; a node that is down only pauses it.
    const indexers = startIndexers(deps, {
      info: (message) => app.log.info(message),
      warn: (message, error) => app.log.warn({ err: error }, message),
    })
    // Alerts are delivered beside both: requests and indexed ranges only write outbox rows.
    const delivery = startDelivery(deps, deliveryChannels, {
      warn: (message, error) => app.log.warn({ err: error }, message),
    })
    const listenHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
    return {
      url: `http://${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${config.port}`,
      config: deps.config,
      async close() {
        await indexers.stop()
        await delivery.stop()
        emailChannel?.close()
        await app.close()
        await deps.close()
      },
    }
  } catch (error) {
    await deps.close()
    throw error
  }
}

function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port assigned')),
      )
    })
  })
}
