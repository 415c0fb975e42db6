import { expect, it } from 'vitest'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { pickInitialChain } from './pickInitialChain.ts'

const local = buildChainInfo({ chainId: '31337', shortName: 'coffer' })
const mainnet = buildChainInfo({ chainId: '1', shortName: 'eth' })
const chains = [local, mainnet]

it('starts on the linked network, else the wallet’s, else the first served', () => {
  expect(pickInitialChain(chains, { shortName: 'ETH', walletChainId: 31337 })).toBe(mainnet)
  expect(pickInitialChain(chains, { shortName: 'nope', walletChainId: 1 })).toBe(mainnet)
  expect(pickInitialChain(chains, { walletChainId: 10 })).toBe(local)
  expect(pickInitialChain([], {})).toBeUndefined()
})
