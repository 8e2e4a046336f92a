import type { Config } from '../config.ts';

/** Fastify's `trustProxy` option: off, a trust function, or addresses and subnets. */
export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Which peers the server trusts as reverse proxies (TRUST_PROXY, docs/operations.md "Behind
 * HTTPS"), as Fastify's `trustProxy` option. Fastify then walks X-Forwarded-For from the
 * right (hop 0 is the connection's peer, hop 1 the last entry, …) while the trust holds, and
 * takes the first address a trusted proxy did not add as `request.ip`; X-Forwarded-Proto and
 * -Host count only from a trusted peer. Issue 30 item 17: `true` ("trust everyone") made the
 * leftmost entry, which the client writes, the address, so rotating it defeated every
 * per-address limit.
 * - a hop count `n` (`true` is 1): the last `n` hops are proxies, whoever they are. Fastify 5
 *   refuses bare hop counts (it cannot check the peer), hence this function: it suits a server
 *   reachable only through its proxies (HOST=127.0.0.1 behind a local proxy, a private network);
 * - addresses and subnets: only those peers are proxies, however many there are.
 */
export function trustProxyOption(trust: Config['trustProxy']): TrustProxyOption {
  if (Array.isArray(trust)) return trust;
  const hops = trust === true ? 1 : trust === false ? 0 : trust;
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
