import { parseConfig } from '../../../config.ts'
import { startGateway } from '../../../startGateway.ts'

// A gateway in its own process so that a test can SIGKILL it (proposals.durability.db.test.ts).
// The config comes as JSON in COFFER_TEST_GATEWAY_CONFIG; the listening URL is the first stdout line.
const input: unknown = JSON.parse(process.env.COFFER_TEST_GATEWAY_CONFIG ?? '{}')
const gateway = await startGateway(parseConfig(input))
process.stdout.write(`${gateway.url}\n`)
