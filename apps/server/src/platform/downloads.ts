import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * Stored documents sent to the browser as downloads (issue 12 item 6): never rendered in
 * the page's origin, whatever they hold. The header is written here rather than with the
 * `content-disposition` package, whose version in the lock file wants Node 22.
 */

/** Characters RFC 5987 lets through unencoded in `filename*` (attr-char). */
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

/** `value` percent-encoded as UTF-8 for an RFC 5987 ext-value (`UTF-8''…`). */
function encodeExtValue(value: string): string {
  let out = '';
  for (const char of value) {
    if (ATTR_CHAR.test(char)) out += char;
    else
      for (const byte of Buffer.from(char, 'utf8')) {
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
  }
  return out;
}

/**
 * A file name safe to offer: no control characters, path separators or characters Windows
 * refuses, trimmed, 150 characters at most; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = Array.from(name.replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, '_').trim())
    .slice(0, 150)
    .join('')
    .trim();
  return cleaned.replace(/^\.+$/, '') || fallback;
}

/**
 * The `Content-Disposition` value of a download named `fileName` (RFC 6266): `attachment`,
 * an ASCII `filename` for old clients (accents dropped, other characters as `_`) and the
 * exact name as UTF-8 in `filename*` (RFC 5987), which current browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

/**
 * Sends `data` as a download: its type, `Content-Disposition: attachment`, `nosniff`, a CSP
 * that sandboxes it should a browser open it anyway, and `private, no-store` (who may read
 * it was checked for this request only). Returns the reply.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; fileName: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/**
 * Sends the file at `path` (`size` bytes) as a download, read from disk as it goes out (a 50 MB
 * video is never held in memory): the same headers as sendDownload, with its length. The
 * caller has checked who may read it and that it is there. Returns the reply.
 */
export function sendFileDownload(
  reply: FastifyReply,
  file: { path: string; size: number; contentType: string; fileName: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.path));
}
