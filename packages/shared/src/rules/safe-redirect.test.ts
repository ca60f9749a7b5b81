import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, REDIRECT_PATH_MAX_LENGTH, safeRedirectPath } from './safe-redirect';

/** Same-site paths the site itself builds: kept exactly as given. */
const KEPT = [
  '/',
  '/setting',
  '/tracker?x=1',
  '/setting#wechat',
  '/jobs?keyword=%E5%89%8D%E7%AB%AF&city=310000',
  '/jobs?keyword=software%20engineer',
  '/companies/A%20B',
  '/companies/%E8%81%8C%E6%A1%A5',
  '/bind?scene=abc-123',
  '/login?redirect=%2Fsetting',
  // Query and fragment cannot change the host: encoded slashes, backslashes and stray % are fine there.
  '/jobs?keyword=a%2F%2Fb',
  '/jobs?keyword=C\\+\\+',
  '/jobs?keyword=100%',
  '/x#//evil.example',
  '/profile/resume_view/12',
  '/a/b/../c',
  `/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH - 1)}`,
];

/** Anything that could leave the site, or that a browser or router could read as another host. */
const REFUSED: Array<[string, unknown]> = [
  ['protocol-relative', '//evil.example'],
  ['protocol-relative with a path', '//evil.example/login'],
  ['three slashes', '///evil.example'],
  ['backslash after the slash', '/\\evil.example'],
  ['slash then backslash then slash', '/\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['backslash later in the path', '/jobs\\..\\\\evil.example'],
  ['tab between the slashes', '/\t/evil.example'],
  ['newline between the slashes', '/\n/evil.example'],
  ['CR LF between the slashes', '/\r\n/evil.example'],
  ['leading tab', '\t//evil.example'],
  ['leading space', ' /setting'],
  ['NUL', '/setting\u0000'],
  ['DEL', '/setting\u007f'],
  ['C1 control', '/setting\u0085'],
  ['line separator', '/\u2028/evil.example'],
  ['ideographic space', '/\u3000/evil.example'],
  ['no-break space', '/\u00a0/evil.example'],
  ['byte order mark', '/\ufeff/evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded slashes, lower case', '/%2f%2fevil.example'],
  ['one encoded slash', '/%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded backslash, lower case', '/%5cevil.example'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded newline', '/%0A/evil.example'],
  ['encoded NUL', '/setting%00'],
  ['encoded line separator', '/%E2%80%A8/evil.example'],
  ['twice-encoded slashes', '/%252F%252Fevil.example'],
  ['three times encoded slashes', '/%25252F%25252Fevil.example'],
  ['twice-encoded backslash', '/%255Cevil.example'],
  ['encoding nested past the rounds looked at', '/%2525252525252F'],
  ['dot segment before the slashes', '/.//evil.example'],
  ['encoded dot segments', '/%2e%2e/%2e%2e//evil.example'],
  ['parent segments to a double slash', '/../..//evil.example'],
  ['broken percent-encoding in the path', '/%E0%A4%A'],
  ['lone percent in the path', '/100%'],
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: in mixed case', 'JavaScript:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['absolute https URL', 'https://evil.example/'],
  ['absolute http URL of the site itself', 'http://127.0.0.1:8482/setting'],
  ['scheme without slashes', 'http:evil.example'],
  ['bare host', 'evil.example'],
  ['relative path', 'setting'],
  ['query only', '?redirect=//evil.example'],
  ['fragment only', '#top'],
  ['empty', ''],
  ['too long', `/${'a'.repeat(REDIRECT_PATH_MAX_LENGTH)}`],
  ['null', null],
  ['undefined', undefined],
  ['a number', 42],
  ['an array', ['/setting']],
  ['an object', { toString: () => '/setting' }],
];

describe('safeRedirectPath', () => {
  it.each(KEPT)('keeps the same-site path %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
    expect(isSafeRedirectPath(value)).toBe(true);
  });

  it.each(REFUSED)('falls back to / for %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBe('/');
    expect(isSafeRedirectPath(value)).toBe(false);
  });

  it('takes another fallback, null included', () => {
    expect(safeRedirectPath('//evil.example', null)).toBeNull();
    expect(safeRedirectPath('/%5Cevil.example', '/setting')).toBe('/setting');
    expect(safeRedirectPath('/tracker', null)).toBe('/tracker');
  });

  it('never answers a value a URL parser reads as another host', () => {
    const base = 'http://site.example';
    for (const [, value] of REFUSED) {
      const kept = safeRedirectPath(value);
      expect(new URL(kept, base).origin).toBe(base);
    }
    for (const value of KEPT) expect(new URL(value, base).origin).toBe(base);
  });
});
