import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Devchain, findFreePort, startDevchain } from '@coffer/devchain'
import { setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import type { ChainConfigInput, GatewayConfigInput } from '../src/config.ts'
import { type StartedGateway, type StartGatewayOptions, startGateway } from '../src/startGateway.ts'

export type GatewayOnDevchain = { devchain: Devchain; gateway: StartedGateway; close(): Promise<void> }

/**
 * A real anvil with the demo Safe and a gateway listening on a free port that indexes it, with the official
 * SDK pointed at it: what the web app talks to. Each on free ports in one temp dir, removed by `close()`.
 * `config` and `chain` add to the gateway's and the devchain's config (e.g. a log level, a relay);
 * `options.db` runs it on another database.
 */
export async function startGatewayOnDevchain(
  name: string,
  {
    config = {},
    chain = {},
    options = {},
  }: { config?: GatewayConfigInput; chain?: Partial<ChainConfigInput>; options?: StartGatewayOptions } = {},
): Promise<GatewayOnDevchain> {
  const dir = await mkdtemp(path.join(tmpdir(), `coffer-${name}-`))
  const devchain = await startDevchain({ dataDir: path.join(dir, 'chain'), port: await findFreePort() })
  const gateway = await startGateway(
    {
      port: 0,
      dataDir: path.join(dir, 'gateway'),
      logLevel: 'silent',
      ...config,
      chains: [
        {
          chainId: devchain.chainId,
          name: 'Coffer Devchain',
          shortName: 'coffer',
          rpcUrl: devchain.rpcUrl,
          isTestnet: true,
          l2: true,
          ...chain,
        },
      ],
    },
    options,
  )
  setBaseUrl(gateway.url)
  return {
    devchain,
    gateway,
    async close() {
      await gateway.close()
      await devchain.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
