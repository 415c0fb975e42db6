import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import {
  getChainConfig,
  getRegisteredEmail,
  proposeTransaction,
  registerEmail,
  verifyEmail,
} from '@safe-global/safe-gateway-typescript-sdk'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../../test/startGatewayOnDevchain.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from '../proposals/testing/proposalFixtures.ts'
import { type MailCatcher, startMailCatcher } from './mailCatcher.ts'

const [owner1, owner2, owner3] = [getDevAccount(1), getDevAccount(2), getDevAccount(3)]
const chainId = String(devChainId)

// What `npm start` runs with the local chain and no SMTP server: the gateway's delivery worker sends through
// the SMTP channel to the built-in mail catcher, and a person reads the code on the catcher's page.
describe.each(testDatabaseKinds)('email through the mail catcher in a running gateway on %s', (database) => {
  let catcher: MailCatcher
  let env: GatewayOnDevchain
  let testDatabase: TestDatabase | undefined
  let safe: Address

  const signedHeaders = async (text: (timestamp: string) => string) => {
    const timestamp = String(Date.now())
    return {
      'Safe-Wallet-Signature': await owner2.signMessage({ message: text(timestamp) }),
      'Safe-Wallet-Signature-Timestamp': timestamp,
    }
  }

  beforeAll(async () => {
    catcher = await startMailCatcher()
    testDatabase =
      database === 'postgres' ? await createTestDatabase('postgres', { migrate: false }) : undefined
    env = await startGatewayOnDevchain(`emails-${database}`, {
      config: { smtpUrl: catcher.smtpUrl },
      options: testDatabase ? { db: testDatabase.db } : {},
    })
    safe = env.devchain.demo.safe
    await waitForSafeIndexed(env.gateway.url, chainId, safe)
  }, 60_000)
  afterAll(async () => {
    await env?.close()
    await testDatabase?.destroy()
    await catcher?.close()
  })

  it('registers, reads the code from the catcher, verifies, and is emailed when a transaction waits for it', async () => {
    expect((await getChainConfig(chainId)).features).toContain('EMAIL')
    const emailAddress = 'owner2@example.com'
    await registerEmail(
      chainId,
      safe,
      { emailAddress, signer: owner2.address },
      await signedHeaders(
        (ts) => `email-register-${chainId}-${safe}-${emailAddress}-${owner2.address}-${ts}`,
      ),
    )
    const codeMail = await waitFor(
      async () => catcher.mails().find((mail) => mail.to.includes(emailAddress)),
      {
        what: 'the code email caught',
      },
    )
    const code = /verification code is (\d{6})/.exec(codeMail.text)?.[1]
    if (!code) throw new Error(`No code in ${codeMail.text}`)
    // The page a newcomer opens shows it.
    expect(await (await fetch(catcher.pageUrl)).text()).toContain(code)
    await verifyEmail(chainId, safe, owner2.address, { code })
    expect(
      await getRegisteredEmail(
        chainId,
        safe,
        owner2.address,
        await signedHeaders((ts) => `email-retrieval-${chainId}-${safe}-${owner2.address}-${ts}`),
      ),
    ).toEqual({ email: emailAddress, verified: true })

    // owner1 proposes and signs: owner2's verified email is asked for a signature, with its links.
    const nonce = await createPublicClient({ transport: http(env.devchain.rpcUrl) }).readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    const tx = { to: owner3.address, value: parseEther('1'), nonce }
    const hash = safeTxHashOf(safe, tx)
    await proposeTransaction(
      chainId,
      safe,
      proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
    )
    const alert = await waitFor(
      async () =>
        catcher.mails().find((mail) => mail.to.includes(emailAddress) && mail.subject.includes('signature')),
      { what: 'the signature request caught' },
    )
    expect(alert.subject).toBe(`Safe ${safe.slice(0, 6)}…${safe.slice(-4)}: signature needed`)
    expect(alert.text).toContain('1 of 2 signed: Send 1 ETH')
    expect(alert.text).toContain(
      `${env.gateway.config.publicUrl}/safe/coffer:${safe}/transactions/multisig_${safe}_${hash}`,
    )
    expect(alert.text).toMatch(/\/unsubscribe\?token=[0-9a-f-]{36}&category=awaiting_signature/)
  })
})
