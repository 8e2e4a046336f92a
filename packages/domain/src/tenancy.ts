/**
 * School resolution from the request host (DESIGN §4 Tenancy): `<subdomain>.<BASE_DOMAIN>`
 * serves that school; the bare base domain, localhost and IP addresses serve DEFAULT_SCHOOL.
 */

/** One DNS label: lowercase letters, digits and inner hyphens, 1–63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const IPV4_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isIpv4(host: string): boolean {
  const match = IPV4_PATTERN.exec(host);
  return match?.slice(1).every((octet) => Number(octet) <= 255) ?? false;
}

/** Hex groups and colons, optionally an embedded IPv4 tail (`::ffff:10.0.0.1`). */
const IPV6_PATTERN = /^(?=.*:.*:)[0-9a-f:]*(?:\d{1,3}(?:\.\d{1,3}){3})?$/;

/** Lowercases and drops the port and a trailing dot; says whether it is an IPv6 literal. */
function normalizeHost(raw: string): { host: string; ipv6: boolean } {
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    const inner = end === -1 ? '' : host.slice(1, end);
    return { host: host.slice(0, end + 1), ipv6: IPV6_PATTERN.test(inner) };
  }
  // Several colons without brackets can only be a bare IPv6 address, never host:port.
  if (host.indexOf(':') !== host.lastIndexOf(':')) return { host, ipv6: IPV6_PATTERN.test(host) };
  return { host: host.replace(/:\d*$/, '').replace(/\.$/, ''), ipv6: false };
}

/**
 * Subdomain of the school a request is for (DESIGN §4). Takes the Host header value, the
 * configured base domain and default school. The port and a trailing dot are ignored and case
 * does not matter. Returns `defaultSchool` for the bare base domain, 'localhost', 127.0.0.1,
 * [::1] or any IPv4/IPv6 literal; the label for '<label>.<baseDomain>' when it matches
 * SUBDOMAIN_PATTERN; null for anything else (other domains, several labels, an empty host),
 * which the server answers as an unknown school. Never throws.
 */
export function subdomainFromHost(
  host: string,
  baseDomain: string,
  defaultSchool: string,
): string | null {
  const { host: name, ipv6 } = normalizeHost(host);
  if (!name) return null;
  if (ipv6 || LOCAL_HOSTS.has(name) || isIpv4(name)) return defaultSchool;
  const base = baseDomain.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (!base) return null;
  if (name === base) return defaultSchool;
  if (!name.endsWith(`.${base}`)) return null;
  const label = name.slice(0, -(base.length + 1));
  return SUBDOMAIN_PATTERN.test(label) ? label : null;
}
