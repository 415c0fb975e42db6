import { randomUUID } from 'node:crypto'
import type { BrowserContext } from 'playwright-core'
import { z } from 'zod'
import {
  type CreateTestWalletParameters,
  createTestWallet,
  type WalletControl,
  type WalletEvent,
  WalletRpcError,
} from './createTestWallet.ts'
import {
  type WalletBindingAnswer,
  type WalletPageScriptParameters,
  walletPageScript,
} from './walletPageScript.ts'

export const TEST_WALLET_NAME = 'Coffer Test Wallet'
export const TEST_WALLET_RDNS = 'dev.coffer.testwallet'

const BINDING_NAME = '__cofferTestWalletRequest'

// A small vault door: shown by RainbowKit next to the wallet's name.
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#0f766e"/><rect x="18" y="22" width="60" height="52" rx="8" fill="none" stroke="#ecfeff" stroke-width="6"/><circle cx="48" cy="48" r="11" fill="none" stroke="#ecfeff" stroke-width="6"/><path d="M48 37v-5M48 64v-5M37 48h-5M64 48h-5" stroke="#ecfeff" stroke-width="5" stroke-linecap="round"/></svg>`
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(ICON_SVG).toString('base64')}`

const BindingRequestSchema = z.object({ method: z.string().min(1), params: z.unknown().optional() })

export type InjectWalletParameters = Omit<CreateTestWalletParameters, 'emit'>

/**
 * Puts a real wallet into every page of `context`: EIP-1193 provider, announced through EIP-6963 and
 * as `window.ethereum`, signing with viem local accounts in this process. Returns the control object
 * that lets a test act as the wallet's user.
 */
export async function injectWallet(
  context: BrowserContext,
  parameters: InjectWalletParameters,
): Promise<WalletControl> {
  const emit = async (event: WalletEvent, origin?: string) => {
    const pages = context.pages().filter((page) => origin === undefined || originOf(page.url()) === origin)
    await Promise.all(
      pages.map((page) =>
        page
          .evaluate(({ type, payload }) => window.__cofferTestWallet?.emit(type, payload), {
            type: event.type,
            payload: event.payload,
          })
          // A page that is navigating or closing has no listeners left to tell.
          .catch(() => {}),
      ),
    )
  }

  const wallet = createTestWallet({ ...parameters, emit })

  await context.exposeBinding(BINDING_NAME, async (source, payload: unknown): Promise<string> => {
    const answer = await answerBinding(originOf(source.frame.url()), payload)
    return JSON.stringify(answer)
  })

  const answerBinding = async (origin: string, payload: unknown): Promise<WalletBindingAnswer> => {
    const parsed = BindingRequestSchema.safeParse(typeof payload === 'string' ? safeJson(payload) : payload)
    if (!parsed.success) return { ok: false, error: { code: -32600, message: 'Invalid request' } }
    try {
      return { ok: true, result: await wallet.request(origin, parsed.data) }
    } catch (error) {
      const rpcError = error instanceof WalletRpcError ? error : new WalletRpcError(-32603, String(error))
      return { ok: false, error: { code: rpcError.code, message: rpcError.message, data: rpcError.data } }
    }
  }

  const scriptParameters: WalletPageScriptParameters = {
    bindingName: BINDING_NAME,
    info: { uuid: randomUUID(), name: TEST_WALLET_NAME, icon: TEST_WALLET_ICON, rdns: TEST_WALLET_RDNS },
  }
  // The function's source is sent as text. Transpilers that keep function names (esbuild's keepNames,
  // used by tsx) wrap declarations in `__name(...)`, a helper that does not exist in the page.
  await context.addInitScript({
    content: `(() => { const __name = (target) => target; (${walletPageScript.toString()})(${JSON.stringify(scriptParameters)}) })()`,
  })

  return wallet.control
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
