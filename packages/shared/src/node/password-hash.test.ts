import { describe, expect, it } from 'vitest';
import { hashPasswordForTransport } from '../rules/password';
import { hashPassword, passwordNeedsRehash, verifyPassword } from './password-hash';

describe('password hash (scrypt)', () => {
  it('round-trips and has the documented format', async () => {
    const transported = await hashPasswordForTransport('Demo1234!');
    const stored = await hashPassword(transported);
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword(transported, stored)).toBe(true);
    expect(passwordNeedsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('rejects a wrong secret', async () => {
    const stored = await hashPassword('right-secret');
    expect(await verifyPassword('wrong-secret', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('rejects tampered or malformed stored values without throwing', async () => {
    const stored = await hashPassword('secret');
    const parts = stored.split('$');
    const flipped = Buffer.from(parts[5], 'base64');
    flipped[0] ^= 1;
    const tampered = [...parts.slice(0, 5), flipped.toString('base64')].join('$');
    expect(await verifyPassword('secret', tampered)).toBe(false);
    const otherSalt = [...parts.slice(0, 4), Buffer.alloc(16, 7).toString('base64'), parts[5]].join('$');
    expect(await verifyPassword('secret', otherSalt)).toBe(false);
    for (const bad of [
      '',
      'plain',
      stored.replace('scrypt$', 'bcrypt$'),
      stored.replace('$17$', '$30$'),
      stored.replace('$17$', '$x$'),
      stored.replace('$8$', '$64$'),
      `${stored}$extra`,
      parts.slice(0, 5).join('$'),
      [...parts.slice(0, 5), '!!!'].join('$'),
      [...parts.slice(0, 5), 'AAAA'].join('$'),
    ]) {
      expect(await verifyPassword('secret', bad)).toBe(false);
    }
    expect(passwordNeedsRehash('scrypt$15$8$1$a$b')).toBe(true);
  });
});
