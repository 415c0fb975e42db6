import { getDevAccount } from './devAccounts.ts'
import { parseDevchainCliConfig } from './parseDevchainCliConfig.ts'
import { startDevchain } from './startDevchain.ts'

// Standalone local chain: `npm start -w @coffer/devchain -- --port 8545 --data-dir .data/devchain`.
const config = parseDevchainCliConfig(process.argv.slice(2), process.env)
const devchain = await startDevchain({ ...config, log: (line) => console.log(line) })

console.log(
  [
    '',
    `RPC URL     ${devchain.rpcUrl}`,
    `Chain id    ${devchain.chainId}`,
    `Demo Safe   ${devchain.demo.safe} (${devchain.demo.threshold} of ${devchain.demo.owners.length})`,
    `Owners      ${devchain.demo.owners.join(', ')}`,
    `CDT token   ${devchain.demo.token}`,
    `CNFT        ${devchain.demo.nft}`,
    `Deployer    ${getDevAccount(0).address} (dev account 0)`,
    `Data dir    ${config.dataDir}`,
    '',
    'Press Ctrl+C to stop (the chain is saved on exit).',
  ].join('\n'),
)

let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: saving the chain and stopping anvil...`)
  await devchain.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
