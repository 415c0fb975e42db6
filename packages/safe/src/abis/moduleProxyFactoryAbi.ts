/** Zodiac ModuleProxyFactory 1.2.0: deploys a module as an EIP-1167 proxy at a CREATE2 address. */
export const moduleProxyFactoryAbi = [
  {
    type: 'function',
    name: 'deployModule',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'masterCopy', type: 'address' },
      { name: 'initializer', type: 'bytes' },
      { name: 'saltNonce', type: 'uint256' },
    ],
    outputs: [{ name: 'proxy', type: 'address' }],
  },
  {
    type: 'event',
    name: 'ModuleProxyCreation',
    inputs: [
      { name: 'proxy', type: 'address', indexed: true },
      { name: 'masterCopy', type: 'address', indexed: true },
    ],
  },
] as const
