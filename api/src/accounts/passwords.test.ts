import { burnPasswordCheck, hashPassword, needsRehash, scryptMaxmem, verifyPassword } from './passwords';
import { DEFAULT_SCRYPT } from './config';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('scrypt passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const a = await hashPassword('Secret#123', CHEAP);
    const b = await hashPassword('Secret#123', CHEAP);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret#123', a)).toBe(true);
    expect(await verifyPassword('Secret#124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('normalises Unicode (NFKC) so the same password typed differently matches', async () => {
    const hash = await hashPassword('Cafe\u0301-1234', CHEAP);
    expect(await verifyPassword('Caf\u00e9-1234', hash)).toBe(true);
  });

  it('refuses unreadable hashes instead of throwing', async () => {
    for (const bad of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5', 'scrypt$1024$8$1$$']) expect(await verifyPassword('x', bad)).toBe(false);
  });

  it('says when a hash was made with other parameters', async () => {
    const hash = await hashPassword('Secret#123', CHEAP);
    expect(needsRehash(hash, CHEAP)).toBe(false);
    expect(needsRehash(hash, DEFAULT_SCRYPT)).toBe(true);
    expect(needsRehash('garbage', CHEAP)).toBe(true);
  });

  it("uses OWASP's N=2^17, r=8, p=1 by default, with room for its 128 MiB (Node's default limit is 32 MiB)", async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptMaxmem(DEFAULT_SCRYPT)).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    expect(scryptMaxmem(DEFAULT_SCRYPT)).toBeLessThan(129 * 1024 * 1024);
    const hash = await hashPassword('Secret#123', DEFAULT_SCRYPT);
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('Secret#123', hash)).toBe(true);
    // Two hashes at the real cost: about a second each on a busy two-core machine.
  }, 30_000);

  it('still verifies a hash made at the former default (N=2^14), and says to rehash it', async () => {
    const former = await hashPassword('Secret#123', { N: 2 ** 14, r: 8, p: 1 });
    expect(await verifyPassword('Secret#123', former)).toBe(true);
    expect(needsRehash(former, DEFAULT_SCRYPT)).toBe(true);
  });

  it('burns a password check for unknown accounts (always false)', async () => {
    expect(await burnPasswordCheck('Secret#123', CHEAP)).toBe(false);
  });
});
