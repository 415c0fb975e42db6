/** `npm start`: builds what changed, starts the whole product and stops it cleanly on Ctrl-C or SIGTERM. */
import { fileURLToPath } from 'node:url'
import { buildIfChanged, safeAppsBuild, webBuild } from './buildIfChanged.ts'
import { startCoffer } from './startCoffer.ts'
import { parseStartOptions } from './startOptions.ts'

const startedAt = performance.now()
const options = parseStartOptions(process.env, process.cwd())

// A build takes a minute on a small machine; a restart with the same sources needs none.
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
for (const target of [webBuild, safeAppsBuild]) {
  const buildStartedAt = performance.now()
  console.log(`  Checking ${target.name}…`)
  const outcome = await buildIfChanged(repositoryRoot, target)
  const seconds = ((performance.now() - buildStartedAt) / 1000).toFixed(1)
  console.log(
    outcome === 'built'
      ? `  Built ${target.name} in ${seconds} s (sources changed since the last build).`
      : `  ${target.name[0]?.toUpperCase()}${target.name.slice(1)}: up to date, no build needed (${seconds} s).`,
  )
}
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
lines.push(
  '',
  `  Data directory     ${options.dataDir}`,
  `  Ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.  Press Ctrl-C to stop.`,
  '',
)
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
