import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { DEVCHAIN_DEFAULTS } from './startDevchain.ts'

export type DevchainCliConfig = { dataDir: string; host: string; port: number; chainId: number }

const PortSchema = z.coerce.number().int().min(1).max(65_535)
const ChainIdSchema = z.coerce.number().int().positive()

const ConfigSchema = z.object({
  dataDir: z.string().min(1),
  host: z.string().min(1),
  port: PortSchema,
  chainId: ChainIdSchema,
})

/**
 * Flags win over environment variables, which win over defaults. `COFFER_DATA_DIR` is the whole
 * product's data directory, so the chain goes in its `devchain/` subfolder; `--data-dir` is taken as is.
 */
export function parseDevchainCliConfig(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): DevchainCliConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'data-dir': { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'chain-id': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  })
  return ConfigSchema.parse({
    dataDir: values['data-dir'] ?? join(env.COFFER_DATA_DIR ?? '.data', 'devchain'),
    host: values.host ?? env.COFFER_DEVCHAIN_HOST ?? DEVCHAIN_DEFAULTS.host,
    port: values.port ?? env.COFFER_DEVCHAIN_PORT ?? DEVCHAIN_DEFAULTS.port,
    chainId: values['chain-id'] ?? env.COFFER_DEVCHAIN_CHAIN_ID ?? DEVCHAIN_DEFAULTS.chainId,
  })
}
