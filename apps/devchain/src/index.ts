export {
  type CreateDevchainClientParameters,
  createDevchainClient,
  type DevchainClient,
} from './createDevchainClient.ts'
export { DevchainError, type DevchainErrorCode } from './DevchainError.ts'
export {
  DEMO_FUNDING,
  DEMO_NFT,
  DEMO_TOKEN,
  type DemoDeployment,
  getDemoDeployment,
  getDemoSafeInitializer,
} from './demoDeployment.ts'
export {
  DEV_ACCOUNT_COUNT,
  DEV_DEPLOYER_INDEX,
  DEV_MNEMONIC,
  DEV_OWNER_INDEXES,
  getDevAccount,
} from './devAccounts.ts'
export { findFreePort } from './findFreePort.ts'
export { type GetDevchainChainParameters, getDevchainChain } from './getDevchainChain.ts'
export {
  DEVCHAIN_DEFAULTS,
  type Devchain,
  type StartDevchainOptions,
  startDevchain,
} from './startDevchain.ts'
