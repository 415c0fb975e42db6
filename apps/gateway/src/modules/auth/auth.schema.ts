import { z } from 'zod'

export const AuthNonceSchema = z.object({ nonce: z.string() })

/** POST /v1/auth/verify body (SDK `verifyAuth`). Sizes bound the work an anonymous caller can cause. */
export const VerifyAuthBodySchema = z.object({
  message: z.string().min(1).max(4096).describe('EIP-4361 (SIWE) message'),
  signature: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})+$/, 'Invalid hex signature')
    .max(2 + 2 * 16_384)
    // Narrows the type to viem's Hex without a cast.
    .pipe(z.templateLiteral(['0x', z.string()]))
    .describe('EOA signature, or the contract signature an EIP-1271 wallet accepts'),
})
export type VerifyAuthBody = z.infer<typeof VerifyAuthBodySchema>

/**
 * GET /v1/auth/me: CGW's `UserSession` (`id`, `authMethod`, `signerAddress` for SIWE sessions) plus
 * `chainId`, a Coffer extension the web app reads. Coffer keeps no user table: the id of a SIWE user is
 * their checksummed address, as stable as CGW's user id for a wallet.
 */
export const AuthMeSchema = z.object({
  id: z.string(),
  authMethod: z.enum(['siwe']),
  signerAddress: z.string(),
  chainId: z.string().describe('Coffer extension: the chain id of the sign-in message'),
})
export type AuthMe = z.infer<typeof AuthMeSchema>
