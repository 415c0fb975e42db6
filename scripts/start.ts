/** `npm start`: starts the whole product and stops it cleanly on Ctrl-C or SIGTERM. */
import { startCoffer } from './startCoffer.ts'
import { parseStartOptions } from './startOptions.ts'

const options = parseStartOptions(process.env, process.cwd())
const coffer = await startCoffer({
  dataDir: options.dataDir,
  host: options.host,
  ports: options.ports,
  devchain: options.devchain,
  safeAppsAllowedOrigins: options.safeAppsAllowedOrigins,
  logLevel: options.logLevel,
  sseMaxStreamsPerClient: options.sseMaxStreamsPerClient,
  ...(options.configFile ? { configFile: options.configFile } : {}),
  ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
})

const lines = [
  '',
  `  Coffer is running: ${coffer.webUrl}`,
  '',
  `  Gateway API docs   ${coffer.webUrl}/docs`,
  `  Safe Apps origin   ${coffer.safeAppsUrl}`,
]
if (coffer.rpcUrl && coffer.demo) {
  lines.push(
    `  Local chain        ${coffer.rpcUrl}  (chain id 31337)`,
    '',
    `  Demo Safe          ${coffer.chainShortName}:${coffer.demo.safe}  (threshold ${coffer.demo.threshold} of ${coffer.demo.owners.length})`,
    `  Open it            ${coffer.webUrl}/safe/${coffer.chainShortName}:${coffer.demo.safe}`,
    '  Owners (dev accounts 1-3 of the test mnemonic "test test … junk"):',
    ...coffer.demo.owners.map((owner, index) => `    account ${index + 1}  ${owner}`),
  )
}
if (coffer.mailCatcherUrl)
  lines.push(
    '',
    `  Mail catcher       ${coffer.mailCatcherUrl}  (every email Coffer sends lands here: no SMTP server is set)`,
  )
lines.push('', `  Data directory     ${options.dataDir}`, '  Press Ctrl-C to stop.', '')
console.log(lines.join('\n'))

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`\n  ${signal}: stopping Coffer…`)
    coffer.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Coffer did not stop cleanly:', error)
        process.exit(1)
      },
    )
  })
}
