import { waitFor } from '../src/indexer/testing/indexerHarness.ts'

/** Waits until the gateway at `gatewayUrl` answers for the Safe: its indexer has read the Safe's creation. */
export async function waitForSafeIndexed(
  gatewayUrl: string,
  chainId: string | number,
  safe: string,
): Promise<void> {
  await waitFor(async () => (await fetch(`${gatewayUrl}/v1/chains/${chainId}/safes/${safe}`)).ok, {
    what: `the Safe ${safe} indexed`,
  })
}
