/** MultiSend / MultiSendCallOnly 1.4.1 (same ABI): one packed `multiSend(bytes)` call. */
export const multiSendAbi = [
  {
    type: 'function',
    name: 'multiSend',
    inputs: [{ name: 'transactions', type: 'bytes' }],
    outputs: [],
    stateMutability: 'payable',
  },
] as const
