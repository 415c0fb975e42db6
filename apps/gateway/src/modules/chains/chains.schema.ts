import { z } from 'zod'
import { CursorQuerySchema, pageSchema } from '../../http/paging.ts'

const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

/** Path parameter `{chainId}`: a base-10 integer string, as CGW validates it. */
export const ChainIdParamsSchema = z.object({
  chainId: z
    .string()
    .refine((value) => /^\d{1,20}$/.test(value), { message: 'Invalid base-10 numeric string' })
    .describe('EIP-155 chain id, decimal'),
})

const serviceKeyRequired = 'serviceKey query parameter is required'

/**
 * `serviceKey` of the v2 chain routes (CGW: WALLET_WEB, MOBILE, CGW...), required and non-empty as CGW
 * checks it. CGW asks its config service for the features scoped to that service; a Coffer chain has one
 * feature list (`features` in its config) that every service gets.
 */
export const ServiceKeyQuerySchema = z.object({
  serviceKey: z
    .string({ error: serviceKeyRequired })
    .min(1, { error: serviceKeyRequired })
    .max(64)
    .describe('The client asking, e.g. WALLET_WEB or MOBILE'),
})
export const ChainsV2QuerySchema = CursorQuerySchema.extend(ServiceKeyQuerySchema.shape)

const RpcUriSchema = z.object({
  authentication: z.enum(['API_KEY_PATH', 'NO_AUTHENTICATION', 'UNKNOWN']),
  value: z.string(),
})

const GasPriceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('oracle'), uri: z.string(), gasParameter: z.string(), gweiFactor: z.string() }),
  z.object({ type: z.literal('fixed'), weiValue: z.string() }),
  z.object({ type: z.literal('fixed1559'), maxFeePerGas: z.string(), maxPriorityFeePerGas: z.string() }),
])

/** CGW's ChainInfo (gateway-contract.md §5.2), every field, plus `contractAddresses` (see toChainInfo). */
export const ChainInfoSchema = z.object({
  chainId: z.string(),
  chainName: z.string(),
  description: z.string(),
  chainLogoUri: z.string().nullable(),
  l2: z.boolean(),
  isTestnet: z.boolean(),
  zk: z.boolean(),
  shortName: z.string(),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int(),
    logoUri: z.string(),
  }),
  transactionService: z.string(),
  blockExplorerUriTemplate: z.object({ address: z.string(), txHash: z.string(), api: z.string() }),
  beaconChainExplorerUriTemplate: z.object({ publicKey: z.string().nullable() }),
  disabledWallets: z.array(z.string()),
  ensRegistryAddress: AddressSchema.nullable(),
  balancesProvider: z.object({ chainName: z.string().nullable(), enabled: z.boolean() }),
  features: z.array(z.string()),
  gasPrice: z.array(GasPriceSchema),
  publicRpcUri: RpcUriSchema,
  rpcUri: RpcUriSchema,
  safeAppsRpcUri: RpcUriSchema,
  theme: z.object({ textColor: z.string(), backgroundColor: z.string() }),
  recommendedMasterCopyVersion: z.string().nullable(),
  relayer: z
    .object({
      type: z.string().nullable(),
      safeCreationSponsored: z.boolean(),
      safeTransactionSponsored: z.boolean(),
      enableTenderlySimulationBeforeRelay: z.boolean(),
    })
    .nullable(),
  contractAddresses: z.object({
    safeSingletonAddress: AddressSchema.nullable(),
    safeProxyFactoryAddress: AddressSchema.nullable(),
    multiSendAddress: AddressSchema.nullable(),
    multiSendCallOnlyAddress: AddressSchema.nullable(),
    fallbackHandlerAddress: AddressSchema.nullable(),
    signMessageLibAddress: AddressSchema.nullable(),
    createCallAddress: AddressSchema.nullable(),
    simulateTxAccessorAddress: AddressSchema.nullable(),
    safeWebAuthnSignerFactoryAddress: AddressSchema.nullable(),
  }),
})
export type ChainInfo = z.infer<typeof ChainInfoSchema>

export const ChainPageSchema = pageSchema(ChainInfoSchema)
export type ChainPage = z.infer<typeof ChainPageSchema>

export const MasterCopySchema = z.object({ address: AddressSchema, version: z.string() })
export const MasterCopiesSchema = z.array(MasterCopySchema)
export type MasterCopy = z.infer<typeof MasterCopySchema>
