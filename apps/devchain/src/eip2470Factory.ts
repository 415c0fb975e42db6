import type { Address, Hex } from 'viem'

/**
 * The EIP-2470 singleton factory, through which Zodiac deploys its canonical contracts. Its
 * deployment is a keyless, pre-EIP-155 transaction (the same bytes on every chain), published in
 * EIP-2470: fund its one-off signer with gasPrice × gasLimit, then broadcast it.
 */
export const eip2470Factory = {
  address: '0xce0042B868300000d44A59004Da54A005ffdcf9f',
  deploymentTransaction:
    '0xf9016c8085174876e8008303c4d88080b90154608060405234801561001057600080fd5b50610134806100206000396000f3fe6080604052348015600f57600080fd5b506004361060285760003560e01c80634af63f0214602d575b600080fd5b60cf60048036036040811015604157600080fd5b810190602081018135640100000000811115605b57600080fd5b820183602082011115606c57600080fd5b80359060200191846001830284011164010000000083111715608d57600080fd5b91908080601f016020809104026020016040519081016040528093929190818152602001838380828437600092019190915250929550509135925060eb915050565b604080516001600160a01b039092168252519081900360200190f35b6000818351602085016000f5939250505056fea26469706673582212206b44f8a82cb6b156bfcc3dc6aadd6df4eefd204bc928a4397fd15dacf6d5320564736f6c634300060200331b83247000822470',
  abi: [
    {
      type: 'function',
      name: 'deploy',
      inputs: [
        { name: '_initCode', type: 'bytes' },
        { name: '_salt', type: 'bytes32' },
      ],
      outputs: [{ name: 'createdContract', type: 'address' }],
      stateMutability: 'nonpayable',
    },
  ],
} as const satisfies { address: Address; deploymentTransaction: Hex; abi: unknown }
