import * as z from 'zod/mini'

/**
 * The part of the gateway's ChainInfo (gateway-contract §5.2) the web app relies on. Unknown keys
 * are dropped; what we read is checked.
 */
export const RpcUriSchema = z.object({
  authentication: z.string(),
  value: z.string(),
})

export const ChainInfoSchema = z.object({
  chainId: z.string().check(z.regex(/^[1-9]\d*$/, 'chainId must be a positive decimal string')),
  chainName: z.string().check(z.minLength(1)),
  shortName: z.string().check(z.regex(/^[A-Za-z0-9-]{1,32}$/, 'shortName must be an EIP-3770 prefix')),
  description: z.catch(z.string(), ''),
  chainLogoUri: z.catch(z.nullable(z.string()), null),
  isTestnet: z.boolean(),
  l2: z.catch(z.boolean(), false),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.int().check(z.minimum(0), z.maximum(255)),
    logoUri: z.catch(z.string(), ''),
  }),
  rpcUri: RpcUriSchema,
  publicRpcUri: z.catch(z.optional(RpcUriSchema), undefined),
  blockExplorerUriTemplate: z.object({
    address: z.string(),
    txHash: z.string(),
    api: z.catch(z.string(), ''),
  }),
  theme: z.catch(z.object({ textColor: z.string(), backgroundColor: z.string() }), {
    textColor: '#ffffff',
    backgroundColor: '#12ff80',
  }),
  features: z.catch(z.array(z.string()), []),
})
export type ChainInfo = z.infer<typeof ChainInfoSchema>

export const ChainsPageSchema = z.object({
  next: z.nullish(z.string()),
  results: z.array(z.unknown()),
})
