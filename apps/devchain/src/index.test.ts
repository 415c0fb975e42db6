import { expect, test } from 'vitest'
import * as mod from './index.ts'

test('exports', () => {
  expect(Object.keys(mod)).toMatchInlineSnapshot(`
    [
      "createDevchainClient",
      "DevchainError",
      "DEMO_FUNDING",
      "DEMO_NFT",
      "DEMO_TOKEN",
      "getDemoDeployment",
      "getDemoSafeInitializer",
      "DEV_ACCOUNT_COUNT",
      "DEV_DEPLOYER_INDEX",
      "DEV_MNEMONIC",
      "DEV_OWNER_INDEXES",
      "getDevAccount",
      "findFreePort",
      "getDevchainChain",
      "DEVCHAIN_DEFAULTS",
      "startDevchain",
    ]
  `)
})
