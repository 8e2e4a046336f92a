import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses an integration's test may call (issue 31 item 9; OWASP SSRF Prevention
 * Cheat Sheet): the server calls a URL an admin typed, so it first resolves the host and
 * refuses loopback, private, link-local (the clouds' metadata service, 169.254.169.254),
 * shared, documentation, multicast and reserved ranges, then connects to the very address it
 * checked (connection-test.ts), so a second DNS answer cannot swap it.
 */

/**
 * Ranges that are not the public Internet, IPv4 then IPv6 (IANA special-purpose registries).
 * BlockList checks an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) against the IPv4 rules.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the metadata services
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: likewise
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local (fd00:ec2::254, a metadata service)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IPv4 or IPv6 address) is on the public Internet. Never throws. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** An address to connect to, with its IP family. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a host gives no address to call. */
export type ResolveFailure = 'unreachable' | 'refused_address';

/** Resolves a host name to its addresses (dns.lookup by default; tests give their own). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (getaddrinfo: /etc/hosts, then DNS), every address. */
export const systemResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * The address to call for `hostname`, or why there is none. Special-use names (RFC 6761) are
 * answered without asking DNS: `*.invalid` never resolves (unreachable), `*.localhost` is the
 * loopback address 127.0.0.1. Every address a name resolves to must be public, unless
 * `allowPrivate` (INTEGRATIONS_ALLOW_PRIVATE): one private answer refuses the name, since
 * another lookup could give that one. Never throws.
 */
export async function resolveCallableAddress(
  hostname: string,
  allowPrivate: boolean,
  resolve: HostResolver = systemResolver,
): Promise<ResolvedAddress | ResolveFailure> {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  const literal = isIP(name);
  let addresses: ResolvedAddress[];
  if (name === 'invalid' || name.endsWith('.invalid')) return 'unreachable';
  if (literal) {
    // The base URL's rule refuses addresses, but a stored row is checked here alone.
    addresses = [{ address: name, family: literal === 6 ? 6 : 4 }];
  } else if (name === 'localhost' || name.endsWith('.localhost')) {
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    try {
      addresses = await resolve(name);
    } catch {
      return 'unreachable';
    }
  }
  const [first] = addresses;
  if (!first) return 'unreachable';
  if (!allowPrivate && !addresses.every((a) => isPublicAddress(a.address))) {
    return 'refused_address';
  }
  return first;
}
