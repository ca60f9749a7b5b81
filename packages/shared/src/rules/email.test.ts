import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField } from '../schemas/account';
import { EMAIL_PATTERN, isEmailAddress } from './email';

const ADDRESSES = [
  'ann@example.com',
  ' Ann.Lee+jobs@Example.CO.uk ',
  "o'brien@mail.example.cn",
  'a@b.cn',
  'a@b.c',
  'ann@example',
  'ann@@example.com',
  'ann example@example.com',
  '.ann@example.com',
  'ann..lee@example.com',
  'ann.@example.com',
  'ann@-example.com',
  'ann@例子.中国',
  '李@example.com',
  '',
  '   ',
  `${'a'.repeat(245)}@example.com`,
  `${'a'.repeat(240)}@example.com`,
];

describe('the e-mail rule', () => {
  it('is what the call schemas accept, address by address', () => {
    for (const address of ADDRESSES) {
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(emailField().safeParse(address).success);
    }
  });

  it("is zod's own e-mail pattern, which the calls used before it was written here", () => {
    for (const address of ADDRESSES) {
      const email = address.trim();
      expect(EMAIL_PATTERN.test(email), JSON.stringify(address)).toBe(z.regexes.email.test(email));
    }
  });
});
