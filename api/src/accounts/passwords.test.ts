import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords';
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

  it('uses N=2^14, r=8, p=1 by default (16 MiB per hash)', async () => {
    expect(DEFAULT_SCRYPT).toEqual({ N: 16384, r: 8, p: 1 });
    const hash = await hashPassword('Secret#123', DEFAULT_SCRYPT);
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Secret#123', hash)).toBe(true);
  });

  it('burns a password check for unknown accounts (always false)', async () => {
    expect(await burnPasswordCheck('Secret#123', CHEAP)).toBe(false);
  });
});
