import { createRequire } from 'node:module'
import { DevchainError } from './DevchainError.ts'

const require = createRequire(import.meta.url)

// npm ships anvil as one optional dependency per platform; the names follow Foundry's targets.
const platformPackages: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Absolute path of the anvil binary inside node_modules. We spawn the binary itself rather than
 * the npm `.bin` wrapper: one process less, and SIGTERM reaches anvil so it saves its state.
 */
export function getAnvilPath(platform: string = process.platform, arch: string = process.arch): string {
  const packageName = platformPackages[`${platform}-${arch}`]
  if (packageName === undefined) {
    throw new DevchainError('ANVIL_NOT_FOUND', `anvil is not shipped on npm for ${platform}-${arch}.`)
  }
  const binary = platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    return require.resolve(`${packageName}/bin/${binary}`)
  } catch (cause) {
    throw new DevchainError('ANVIL_NOT_FOUND', `The anvil binary (${packageName}) is not installed.`, {
      cause,
      metaMessages: ['Run `npm install` without `--omit=optional`: the binary is an optional dependency.'],
    })
  }
}
