import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeSecretKey, loadConfig } from '../../config.ts';
import { createSecretBox, keyIdOf } from './secret-box.ts';

/*
 * The integrations' tokens at rest (issue 31 item 9: "stored encrypted with a key from
 * configuration"): AES-256-GCM under INTEGRATIONS_SECRET, a random IV per write, the key's id
 * kept for rotation.
 */

const hexKey = randomBytes(32).toString('hex');
const base64Key = randomBytes(32).toString('base64');

describe('INTEGRATIONS_SECRET', () => {
  it('is 32 bytes in hex or base64; anything else stops the start naming it', () => {
    expect(decodeSecretKey(hexKey)?.length).toBe(32);
    expect(decodeSecretKey(base64Key)?.length).toBe(32);
    expect(decodeSecretKey(base64Key.replace(/=$/, '').replace(/\+/g, '-'))?.length).toBe(32);
    for (const bad of ['', 'secret', hexKey.slice(2), randomBytes(16).toString('base64')]) {
      expect(decodeSecretKey(bad), bad).toBeNull();
    }
    expect(loadConfig({ INTEGRATIONS_SECRET: hexKey }).integrationsSecret).toBe(hexKey);
    expect(() => loadConfig({ INTEGRATIONS_SECRET: 'short' })).toThrow(/integrationsSecret/);
    expect(() => loadConfig({ INTEGRATIONS_OLD_SECRETS: `${hexKey},short` })).toThrow(
      /integrationsOldSecrets/,
    );
  });

  it('is required in production, where the development key would be public', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/INTEGRATIONS_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', INTEGRATIONS_SECRET: hexKey }).integrationsSecret,
    ).toBe(hexKey);
    expect(loadConfig({}).integrationsSecret).toBeUndefined();
  });

  it('takes the test timeout and the private-address switch from the environment', () => {
    expect(loadConfig({}).integrationsTestTimeoutMs).toBe(5000);
    expect(loadConfig({}).integrationsAllowPrivate).toBe(false);
    const set = loadConfig({
      INTEGRATIONS_TEST_TIMEOUT_MS: '800',
      INTEGRATIONS_ALLOW_PRIVATE: '1',
    });
    expect([set.integrationsTestTimeoutMs, set.integrationsAllowPrivate]).toEqual([800, true]);
  });
});

describe('the secret box', () => {
  const box = createSecretBox({ integrationsSecret: hexKey, integrationsOldSecrets: [] });

  it('seals a token as a ciphertext that opens back to it, a new IV each time', () => {
    const first = box.seal('my-token', 7);
    const second = box.seal('my-token', 7);
    expect(first.tokenEncrypted).not.toContain('my-token');
    expect(first.tokenEncrypted).not.toBe(second.tokenEncrypted);
    expect(first.tokenKeyId).toBe(keyIdOf(Buffer.from(hexKey, 'hex')));
    expect(box.open(first, 7)).toBe('my-token');
    expect(box.open(second, 7)).toBe('my-token');
  });

  it("opens nothing tampered with, another school's, or under a key it does not hold", () => {
    const sealed = box.seal('my-token', 7);
    const bytes = Buffer.from(sealed.tokenEncrypted, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(box.open({ ...sealed, tokenEncrypted: bytes.toString('base64') }, 7)).toBeNull();
    expect(box.open(sealed, 8)).toBeNull();
    expect(box.open({ ...sealed, tokenEncrypted: 'AAAA' }, 7)).toBeNull();
    const other = createSecretBox({ integrationsSecret: base64Key, integrationsOldSecrets: [] });
    expect(other.open(sealed, 7)).toBeNull();
  });

  it('still opens tokens of a former key after a rotation, and seals with the new one', () => {
    const sealed = box.seal('my-token', 7);
    const rotated = createSecretBox({
      integrationsSecret: base64Key,
      integrationsOldSecrets: [hexKey],
    });
    expect(rotated.open(sealed, 7)).toBe('my-token');
    expect(rotated.seal('my-token', 7).tokenKeyId).toBe(rotated.keyId);
    expect(rotated.keyId).not.toBe(box.keyId);
  });

  it('uses a fixed development key when none is configured', () => {
    const dev = createSecretBox({ integrationsOldSecrets: [] });
    const again = createSecretBox({ integrationsOldSecrets: [] });
    expect(dev.keyId).toBe(again.keyId);
    expect(again.open(dev.seal('t', 1), 1)).toBe('t');
  });
});
