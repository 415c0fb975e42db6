import type { DevchainClient } from './createDevchainClient.ts'
import { DevchainError } from './DevchainError.ts'
import { type DemoDeployment, getDemoDeployment } from './demoDeployment.ts'
import { type SeedStep, type SeedStepName, seedSteps } from './seedSteps.ts'

export type SeedDevchainParameters = {
  log?: (line: string) => void
  /** The steps to check and complete, in order; all of `seedSteps` unless a test says otherwise. */
  steps?: readonly SeedStep[]
}

export type SeedDevchainReturnType = {
  demo: DemoDeployment
  /** The steps that sent something this time: all on a fresh chain, none on a restart. */
  ran: SeedStepName[]
}

/**
 * Puts the canonical Safe 1.4.1 contracts, Zodiac's ModuleProxyFactory and Delay mastercopy, the
 * demo tokens and the funded demo Safe on the chain, completing whatever is missing. Each step
 * decides from the chain itself whether it already happened, so a seed stopped anywhere (anvil saves
 * its state on SIGTERM) finishes on the next start without redeploying or funding twice, and a
 * seeded chain is left as people left it.
 */
export async function seedDevchain(
  client: DevchainClient,
  { log = () => {}, steps = seedSteps }: SeedDevchainParameters = {},
): Promise<SeedDevchainReturnType> {
  const demo = getDemoDeployment()
  const ran: SeedStepName[] = []
  for (const step of steps) {
    if (await step.isDone(client, demo)) continue
    await step.run(client, demo)
    if (!(await step.isDone(client, demo))) {
      throw new DevchainError(
        'SEED_FAILED',
        `Seeding step "${step.name}" ran, but the chain does not show it.`,
      )
    }
    ran.push(step.name)
    log(`devchain: ${step.summary}`)
  }
  return { demo, ran }
}
