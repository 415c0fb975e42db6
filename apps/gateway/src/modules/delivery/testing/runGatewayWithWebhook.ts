import { parseConfig } from '../../../config.ts'
import { startGateway } from '../../../startGateway.ts'
import { createWebhookChannel } from './webhookChannel.ts'

// A gateway in its own process, delivering alerts to a webhook, so that a test can SIGKILL it between a
// change and its delivery (delivery.durability.db.test.ts). Config as JSON in COFFER_TEST_GATEWAY_CONFIG,
// the webhook in COFFER_TEST_WEBHOOK_URL; the listening URL is the first stdout line.
const input: unknown = JSON.parse(process.env.COFFER_TEST_GATEWAY_CONFIG ?? '{}')
const webhook = process.env.COFFER_TEST_WEBHOOK_URL
if (!webhook) throw new Error('COFFER_TEST_WEBHOOK_URL is not set')
const gateway = await startGateway(parseConfig(input), { deliveryChannels: [createWebhookChannel(webhook)] })
process.stdout.write(`${gateway.url}\n`)
