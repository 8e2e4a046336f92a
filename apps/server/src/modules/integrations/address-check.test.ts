import { describe, expect, it } from 'vitest';
import { isPublicAddress, type ResolvedAddress, resolveCallableAddress } from './address-check.ts';

/*
 * The test connection's guard against server-side request forgery (issue 31 item 9; OWASP
 * SSRF Prevention Cheat Sheet): only public addresses are called, unless the configuration
 * allows private ones.
 */

describe('a public address', () => {
  it('is any address of the public Internet', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('is not a loopback, private, link-local, metadata, shared or reserved one', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('the address a test calls', () => {
  const answer =
    (...addresses: string[]) =>
    async (): Promise<ResolvedAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('is the first one the name resolves to, when all are public', async () => {
    expect(
      await resolveCallableAddress('crm.example.org', false, answer('8.8.8.8', '1.1.1.1')),
    ).toEqual({ address: '8.8.8.8', family: 4 });
  });

  it('is refused when any answer is private, unless private addresses are allowed', async () => {
    const mixed = answer('8.8.8.8', '10.0.0.5');
    expect(await resolveCallableAddress('crm.example.org', false, mixed)).toBe('refused_address');
    expect(await resolveCallableAddress('crm.example.org', true, mixed)).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
    expect(await resolveCallableAddress('meta.example.org', false, answer('169.254.169.254'))).toBe(
      'refused_address',
    );
  });

  it('is none for a name that does not resolve, or resolves to nothing', async () => {
    const failing = async (): Promise<ResolvedAddress[]> => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await resolveCallableAddress('nowhere.example.org', false, failing)).toBe('unreachable');
    expect(await resolveCallableAddress('empty.example.org', false, answer())).toBe('unreachable');
  });

  it('answers the special-use names without DNS: .invalid never, .localhost loopback', async () => {
    const never = async (): Promise<ResolvedAddress[]> => {
      throw new Error('DNS was asked');
    };
    expect(await resolveCallableAddress('crm.invalid', true, never)).toBe('unreachable');
    expect(await resolveCallableAddress('api.localhost', false, never)).toBe('refused_address');
    expect(await resolveCallableAddress('API.localhost.', true, never)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(await resolveCallableAddress('[::1]', false, never)).toBe('refused_address');
  });
});
