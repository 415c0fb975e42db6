import { BlockList, isIP } from 'node:net'

// Loopback, private, link-local, carrier-grade NAT, benchmarking, multicast, reserved and unspecified
// ranges: nothing a token URI chosen by a stranger should make the gateway request.
const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6')

/** Whether an IP address is on the public internet (IPv4-mapped IPv6 is judged by its IPv4 part). */
export function isPublicIp(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPublicIp(mapped)
  const version = isIP(address)
  if (version === 4) return !blocked.check(address, 'ipv4')
  if (version === 6) return !blocked.check(address, 'ipv6')
  return false
}
