import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar, isCreditCode, normalizeCreditCode } from './credit-code';

/** Codes published on the national enterprise credit register. */
const REAL = [
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '914403001922038216', // 华为技术有限公司
  '91110108551385082Q', // 北京小米科技有限责任公司
  '91330100716105852F', // 阿里巴巴(中国)网络技术有限公司
  '91110000802100433B', // 北京百度网讯科技有限公司
];

describe('unified social credit code (GB 32100-2015)', () => {
  it.each(REAL)('accepts the published code %s', (code) => {
    expect(isCreditCode(code)).toBe(true);
  });

  it('ignores case and spaces', () => {
    expect(isCreditCode(' 91440300708461136t ')).toBe(true);
    expect(normalizeCreditCode('9144 0300 7084 6113 6t')).toBe('91440300708461136T');
  });

  it('refuses every single-character change of a real code', () => {
    for (const code of REAL) {
      for (let i = 0; i < code.length; i++) {
        for (const c of CREDIT_CODE_CHARSET) {
          if (c === code[i]) continue;
          const mutated = code.slice(0, i) + c + code.slice(i + 1);
          expect(isCreditCode(mutated), mutated).toBe(false);
        }
      }
    }
  });

  it('refuses wrong lengths, letters outside the set and letters in the division code', () => {
    expect(isCreditCode('91440300708461136')).toBe(false);
    expect(isCreditCode('91440300708461136TT')).toBe(false);
    expect(isCreditCode('9144030070846113IT')).toBe(false);
    expect(isCreditCode('')).toBe(false);
    expect(creditCodeCheckChar('9144030070846113O')).toBeNull();
    expect(creditCodeCheckChar('9144030070846113')).toBeNull();
  });

  it('computes the check character of the first 17', () => {
    expect(creditCodeCheckChar('91440300708461136')).toBe('T');
    expect(creditCodeCheckChar('91440300192203821')).toBe('6');
  });
});
