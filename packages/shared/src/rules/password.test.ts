import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';
import { checkPasswordPolicy, hashPasswordForTransport } from './password';

describe('password policy (spec section 5)', () => {
  it('accepts 6-16 characters with two kinds', () => {
    expect(checkPasswordPolicy('abc123')).toBeNull();
    expect(checkPasswordPolicy('abc!de')).toBeNull();
    expect(checkPasswordPolicy('123!45')).toBeNull();
    expect(checkPasswordPolicy('Abcdefgh12345678')).toBeNull();
  });
  it('refuses wrong lengths, spaces and a single kind', () => {
    expect(checkPasswordPolicy('ab12')).toBe('password.length');
    expect(checkPasswordPolicy('Abcdefgh123456789')).toBe('password.length');
    expect(checkPasswordPolicy('abc 123')).toBe('password.spaces');
    expect(checkPasswordPolicy('abcdefgh')).toBe('password.kinds');
    expect(checkPasswordPolicy('12345678')).toBe('password.kinds');
  });
});

describe('hashPasswordForTransport', () => {
  it('is SHA-256 applied twice, hex', async () => {
    // sha256("abc") = ba7816bf..., sha256 of that hex string:
    const once = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    const { createHash } = await import('node:crypto');
    expect(await hashPasswordForTransport('abc')).toBe(createHash('sha256').update(once).digest('hex'));
  });
  it('never returns the clear password', async () => {
    const out = await hashPasswordForTransport('Demo1234!');
    expect(out).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('common passwords', () => {
  it('are listed once each, in lower case, and found whatever their case', () => {
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const word of COMMON_PASSWORDS) expect(word, word).toBe(word.toLowerCase());
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('WOAINI1314')).toBe(true);
    expect(isCommonPassword('Demo1234!')).toBe(false);
  });
});
