import type { Address } from 'viem'

/**
 * Canonical Zodiac addresses used for recovery (a Delay modifier proxied through the
 * ModuleProxyFactory). Both come from `@gnosis.pm/zodiac@4.0.3` and land at these addresses when
 * deployed through the EIP-2470 singleton factory: ModuleProxyFactory 1.2.0, Delay 1.0.1.
 */
export const zodiacDeployments = {
  moduleProxyFactory: '0x000000000000aDdB49795b0f9bA5BC298cDda236',
  delayMastercopy: '0xd54895B1121A2eE3f37b502F507631FA1331BED6',
} as const satisfies Record<string, Address>
