import { expect, test } from 'vitest'
import { DEMO_FUNDING } from './demoDeployment.ts'
import { type DemoSafeHoldings, getPendingDemoFunding } from './getPendingDemoFunding.ts'

const funded: DemoSafeHoldings = {
  safeNonce: 0n,
  ether: DEMO_FUNDING.ether,
  tokens: DEMO_FUNDING.tokens,
  nftSupply: 1n,
}
const empty: DemoSafeHoldings = { safeNonce: 0n, ether: 0n, tokens: 0n, nftSupply: 0n }

test('an untouched, unfunded Safe needs every transfer, in sending order', () => {
  expect(getPendingDemoFunding(empty)).toEqual(['ether', 'tokens', 'nft'])
})

test('a seed stopped after the ETH transfer needs only the mints', () => {
  expect(getPendingDemoFunding({ ...empty, ether: DEMO_FUNDING.ether })).toEqual(['tokens', 'nft'])
})

test('a funded Safe needs nothing, whatever else people sent it', () => {
  expect(getPendingDemoFunding(funded)).toEqual([])
  expect(
    getPendingDemoFunding({ ...funded, ether: funded.ether * 2n, tokens: funded.tokens + 1n, nftSupply: 3n }),
  ).toEqual([])
})

test('a Safe that executed a transaction is never funded again, even when it spent everything', () => {
  expect(getPendingDemoFunding({ ...empty, safeNonce: 1n })).toEqual([])
})
