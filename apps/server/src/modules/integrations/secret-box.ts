import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { type Config, decodeSecretKey } from '../../config.ts';

/**
 * The integrations' tokens at rest (issue 31 item 9: "stored encrypted with a key from
 * configuration, never sent back"): AES-256-GCM (node:crypto) under INTEGRATIONS_SECRET, a
 * random 96-bit IV per write, the school's id as additional data (a token copied into another
 * school's row does not decrypt), stored as `base64(iv ‖ tag ‖ ciphertext)` with the id of the
 * key beside it. Former keys (INTEGRATIONS_OLD_SECRETS) still decrypt after a rotation; every
 * write uses the current key. Without INTEGRATIONS_SECRET (development and tests only: the
 * configuration refuses it in production) a fixed development key is used.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The development key: derived from a fixed text, so it is the same on every machine. */
const DEVELOPMENT_KEY = createHash('sha256')
  .update('alumni platform: development key of the integrations tokens')
  .digest();

/** An encrypted token and the id of the key that encrypted it. */
export interface SealedToken {
  tokenEncrypted: string;
  tokenKeyId: string;
}

/** Encrypts and decrypts tokens with the configuration's keys. */
export interface SecretBox {
  /** The id of the key writes use. */
  readonly keyId: string;
  /** Encrypts `token` for the school `schoolId` under the current key. */
  seal(token: string, schoolId: number): SealedToken;
  /**
   * The token back, or null when its key is not configured any more or the data does not
   * authenticate (tampered with, another school's). Never throws.
   */
  open(sealed: SealedToken, schoolId: number): string | null;
}

/** A key's id: the start of its SHA-256, which names it without revealing it. */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

const additionalData = (schoolId: number) => Buffer.from(`integration-token:school:${schoolId}`);

/** The secret box of `config`'s keys (INTEGRATIONS_SECRET, INTEGRATIONS_OLD_SECRETS). */
export function createSecretBox(
  config: Pick<Config, 'integrationsSecret' | 'integrationsOldSecrets'>,
): SecretBox {
  const current =
    (config.integrationsSecret && decodeSecretKey(config.integrationsSecret)) || DEVELOPMENT_KEY;
  const keys = new Map<string, Buffer>();
  for (const text of config.integrationsOldSecrets) {
    const key = decodeSecretKey(text);
    if (key) keys.set(keyIdOf(key), key);
  }
  const keyId = keyIdOf(current);
  keys.set(keyId, current);
  return {
    keyId,
    seal(token, schoolId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(additionalData(schoolId));
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
      return { tokenEncrypted: sealed.toString('base64'), tokenKeyId: keyId };
    },
    open(sealed, schoolId) {
      const key = keys.get(sealed.tokenKeyId);
      if (!key) return null;
      try {
        const data = Buffer.from(sealed.tokenEncrypted, 'base64');
        if (data.length <= IV_BYTES + TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, IV_BYTES));
        decipher.setAAD(additionalData(schoolId));
        decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(data.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
