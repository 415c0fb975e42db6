/**
 * CompatibilityFallbackHandler 1.4.1, called on a Safe address (the Safe forwards unknown selectors
 * to its fallback handler). Only the EIP-1271 `isValidSignature(bytes32,bytes)` overload is kept on
 * purpose: with both overloads viem throws `AbiItemAmbiguityError` (devchain.md, trap 3). The legacy
 * `isValidSignature(bytes,bytes)` lives in `legacyIsValidSignatureAbi`.
 */
export const compatibilityFallbackHandlerAbi = [
  {
    type: 'function',
    name: 'encodeMessageDataForSafe',
    inputs: [
      { name: 'safe', type: 'address' },
      { name: 'message', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'getMessageHash',
    inputs: [{ name: 'message', type: 'bytes' }],
    outputs: [{ name: '', type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'getMessageHashForSafe',
    inputs: [
      { name: 'safe', type: 'address' },
      { name: 'message', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes32' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'isValidSignature',
    inputs: [
      { name: '_dataHash', type: 'bytes32' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
    stateMutability: 'view',
  },
  {
    type: 'function',
    name: 'simulate',
    inputs: [
      { name: 'targetContract', type: 'address' },
      { name: 'calldataPayload', type: 'bytes' },
    ],
    outputs: [{ name: 'response', type: 'bytes' }],
    stateMutability: 'nonpayable',
  },
] as const
