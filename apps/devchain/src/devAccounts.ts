import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** The standard Hardhat/Foundry test mnemonic: public, never use it with real funds. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts anvil derives from the mnemonic and funds. */
export const DEV_ACCOUNT_COUNT = 10

/** Account 0 sends every seeding transaction; it is the only dev account that ever sends one. */
export const DEV_DEPLOYER_INDEX = 0

/**
 * Owners of the demo Safe. They only sign (EIP-712 off chain), never send a transaction, so their
 * nonces stay 0 and any test that uses them as wallets starts from a known state.
 */
export const DEV_OWNER_INDEXES = [1, 2, 3] as const

/** Account `index` of `DEV_MNEMONIC` (path m/44'/60'/0'/0/index), a viem local account that signs. */
export function getDevAccount(index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_ACCOUNT_COUNT) {
    throw new RangeError(`Dev account index must be an integer in [0, ${DEV_ACCOUNT_COUNT}), got ${index}.`)
  }
  // Deriving from the mnemonic runs PBKDF2 (tens of ms); seeding and tests ask for the same few.
  let account = accounts.get(index)
  if (account === undefined) {
    account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })
    accounts.set(index, account)
  }
  return account
}

const accounts = new Map<number, HDAccount>()
