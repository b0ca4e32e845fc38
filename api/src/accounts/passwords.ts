// Password hashing with scrypt (node:crypto). Stored as scrypt$N$r$p$salt$hash (base64url), so the cost
// can change later: a hash with other parameters still verifies, and `needsRehash` says to upgrade it.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ScryptParams } from './config';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Longer passwords are refused by validation; this keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * The memory one scrypt call needs, as OpenSSL counts it (128 * r * (N + 2) for V, 128 * r * p for B):
 * 128 MiB at N=2^17, r=8. Node refuses anything over its 32 MiB default unless told.
 */
export function scryptMaxmem(params: ScryptParams): number {
  return 128 * params.r * (params.N + 2 + params.p);
}

function scrypt(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: scryptMaxmem(params) };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const key = Buffer.from(parts[5], 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when `password` matches the stored hash; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with other parameters than `params` (rehash it at the next login). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as checking a real password, for logins of unknown e-mails or Google-only
 * accounts, so the answer time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string, params: ScryptParams): Promise<false> {
  const id = `${params.N}:${params.r}:${params.p}`;
  let dummy = dummyHashes.get(id);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(id, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
