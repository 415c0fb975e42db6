import { z } from 'zod'

/**
 * The part of the gateway's ChainInfo (gateway-contract §5.2) the web app relies on. Unknown keys
 * are dropped; what we read is checked.
 */
export const RpcUriSchema = z.object({
  authentication: z.string(),
  value: z.string(),
})

export const ChainInfoSchema = z.object({
  chainId: z.string().regex(/^[1-9]\d*$/, 'chainId must be a positive decimal string'),
  chainName: z.string().min(1),
  shortName: z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'shortName must be an EIP-3770 prefix'),
  description: z.string().catch(''),
  chainLogoUri: z.string().nullable().catch(null),
  isTestnet: z.boolean(),
  l2: z.boolean().catch(false),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().min(0).max(255),
    logoUri: z.string().catch(''),
  }),
  rpcUri: RpcUriSchema,
  publicRpcUri: RpcUriSchema.optional().catch(undefined),
  blockExplorerUriTemplate: z.object({
    address: z.string(),
    txHash: z.string(),
    api: z.string().catch(''),
  }),
  theme: z
    .object({ textColor: z.string(), backgroundColor: z.string() })
    .catch({ textColor: '#ffffff', backgroundColor: '#12ff80' }),
  features: z.array(z.string()).catch([]),
})
export type ChainInfo = z.infer<typeof ChainInfoSchema>

export const ChainsPageSchema = z.object({
  next: z.string().nullish(),
  results: z.array(z.unknown()),
})
