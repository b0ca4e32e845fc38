// Sending an answer that is itself cached (the finders' and the rankings' answer caches hand back the same
// Buffer for the same request): its brotli and gzip forms are kept beside it, keyed by the Buffer, so a repeat
// costs a map lookup instead of the compression plugin's hash of ~20 KB and its bookkeeping (under load:
// 4,400 -> 9,000+ req/s for a browser's request, which always accepts br). The forms go with their answer
// when the answer cache drops it (WeakMap), and add ~5 % to its bytes (a 19.8 KB page is 799 B in brotli).
// An answer the cache does not keep is sent once: compressed at the fast options, and nothing kept (ADR 0061).
import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';
import { isKeptAnswer } from '../domain/answerCache';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, GZIP_OPTIONS, ONE_OFF_BROTLI_OPTIONS, ONE_OFF_GZIP_OPTIONS } from './compression';
import { addVary } from './vary';

export type ContentCoding = 'br' | 'gzip';

/** Preference among equal q-values: brotli is smaller for the same CPU (see compression.ts). */
const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 12.5.3): the acceptable one with the highest
 * q-value, brotli first on a tie; `*` stands for a coding not named; q=0 refuses. null: send it as it is.
 */
export function negotiateCoding(header: string | string[] | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const named = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    // x-gzip is gzip's old alias; the higher q wins when a coding is named twice.
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    named.set(key, Math.max(q, named.get(key) ?? 0));
  }
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of CODINGS) {
    const q = named.get(coding) ?? named.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

const compressors: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => zlib.gzipSync(body, GZIP_OPTIONS),
};

/** For an answer sent once: the fast options (compression.ts), and nothing kept. */
const oneOffCompressors: Record<ContentCoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, ONE_OFF_BROTLI_OPTIONS),
  gzip: (body) => zlib.gzipSync(body, ONE_OFF_GZIP_OPTIONS),
};

const encodedForms = new WeakMap<Buffer, Partial<Record<ContentCoding, Buffer>>>();

/**
 * `body` in `coding`. `reused`: the Buffer will be sent again (a cache keeps it): compressed once, at the
 * ratio-minded options, and the form kept beside it; otherwise compressed at the fast options and not kept.
 */
export function encodedForm(body: Buffer, coding: ContentCoding, reused: boolean): Buffer {
  if (!reused) return oneOffCompressors[coding](body);
  let forms = encodedForms.get(body);
  if (!forms) {
    forms = {};
    encodedForms.set(body, forms);
  }
  return (forms[coding] ??= compressors[coding](body));
}

/**
 * Sends a JSON answer from an answer cache, compressed as the client accepts (the compression plugin passes a
 * reply that already has a Content-Encoding): kept forms for a Buffer the cache keeps, the fast options for
 * one it does not (domain/answerCache.ts, isKeptAnswer). Every such answer says Vary: Accept-Encoding, the
 * plain one too, so a shared cache never hands one client's form to another.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  addVary(reply, 'Accept-Encoding');
  reply.type('application/json; charset=utf-8');
  const coding = body.length >= COMPRESSION_THRESHOLD_BYTES ? negotiateCoding(request.headers['accept-encoding']) : null;
  if (coding === null) return reply.send(body);
  return reply.header('content-encoding', coding).send(encodedForm(body, coding, isKeptAnswer(body)));
}
