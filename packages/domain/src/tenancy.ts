/**
 * School resolution from the request host (DESIGN §4 Tenancy): `<subdomain>.<BASE_DOMAIN>`
 * serves that school and the bare base domain serves DEFAULT_SCHOOL; any other host names no
 * school (the server answers 404), so that no unknown name or bare IP stands for a school.
 */

/** One DNS label: lowercase letters, digits and inner hyphens, 1–63 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The loopback names a browser or curl uses on a developer's machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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

/** The base domain as compared: lowercase, without a leading or trailing dot. */
const normalizeBase = (baseDomain: string) =>
  baseDomain.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');

/**
 * True when the base domain is a developer's machine (`localhost`, `*.localhost` or a
 * loopback address): links are then plain http, and the loopback names serve the default
 * school as the bare base domain does.
 */
export function isLocalBaseDomain(baseDomain: string): boolean {
  const base = normalizeBase(baseDomain);
  return base === 'localhost' || base.endsWith('.localhost') || LOOPBACK_HOSTS.has(base);
}

/**
 * Subdomain of the school a request is for (DESIGN §4). Takes the Host header value, the
 * configured base domain and default school. The port and a trailing dot are ignored and case
 * does not matter. Returns `defaultSchool` for the bare base domain (and, when the base domain
 * is local, for 'localhost', 127.0.0.1 and [::1]); the label for '<label>.<baseDomain>' when it
 * matches SUBDOMAIN_PATTERN; null for anything else (other domains, IP addresses, several
 * labels, an empty host), which the server answers 404. Never throws.
 */
export function subdomainFromHost(
  host: string,
  baseDomain: string,
  defaultSchool: string,
): string | null {
  const { host: name, ipv6 } = normalizeHost(host);
  const base = normalizeBase(baseDomain);
  if (!name || !base) return null;
  if (name === base) return defaultSchool;
  if (LOOPBACK_HOSTS.has(name)) return isLocalBaseDomain(base) ? defaultSchool : null;
  if (ipv6 || !name.endsWith(`.${base}`)) return null;
  const label = name.slice(0, -(base.length + 1));
  return SUBDOMAIN_PATTERN.test(label) ? label : null;
}
