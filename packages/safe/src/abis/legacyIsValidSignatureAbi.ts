/**
 * The pre-EIP-1271-final overload `isValidSignature(bytes,bytes)` of the CompatibilityFallbackHandler,
 * kept apart from `compatibilityFallbackHandlerAbi` so viem never sees two overloads with one name
 * (devchain.md, trap 3). It returns the legacy magic value `0x20c13b0b`.
 */
export const legacyIsValidSignatureAbi = [
  {
    type: 'function',
    name: 'isValidSignature',
    inputs: [
      { name: '_data', type: 'bytes' },
      { name: '_signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
    stateMutability: 'view',
  },
] as const
