import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings a precompressed body is kept in, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A reply body sent many times unchanged (a cached document such as a school's public
 * details): its text, and its brotli and gzip forms, each compressed once on first need
 * instead of on every reply (`@fastify/compress` compresses each reply again: about as long
 * as the rest of the request for a 16 KB document).
 */
export class PrecompressedBody {
  readonly #encoded = new Map<Encoding, Buffer>();
  /**
   * The text as UTF-8 bytes, made once: a string body is measured (`Buffer.byteLength`) and
   * encoded again by Node on every reply, a sixth of a 16 KB document's time (issue 16).
   */
  #identity: Buffer | null = null;

  /** `text`: the body as sent uncompressed; `type`: its Content-Type. */
  constructor(
    readonly text: string,
    readonly type: string,
  ) {}

  /** The body in `encoding`, compressed now if it was not yet (brotli at its best quality). */
  encoded(encoding: Encoding): Buffer {
    let body = this.#encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.text, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.text),
              },
            })
          : gzipSync(this.text, { level: constants.Z_BEST_COMPRESSION });
      this.#encoded.set(encoding, body);
    }
    return body;
  }

  /**
   * Sends the body as the request's `Accept-Encoding` prefers (brotli, gzip, or as text),
   * with `Vary: Accept-Encoding`. Returns the reply (return it from the handler).
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const header = request.headers['accept-encoding'];
    const encoding = header ? negotiate(header, [...ENCODINGS]) : null;
    reply.header('vary', 'accept-encoding').type(this.type);
    if (!encoding) {
      this.#identity ??= Buffer.from(this.text, 'utf8');
      return reply.send(this.#identity);
    }
    // A Content-Encoding already set tells @fastify/compress to leave the body alone.
    return reply.header('content-encoding', encoding).send(this.encoded(encoding));
  }
}
