import { describe, expect, it } from 'vitest';
import { withLatePreloads as moveInBytes } from './late-preloads';

/** The function works on the page's UTF-8 bytes; the cases read better as text. */
const withLatePreloads = (html: string) => moveInBytes(Buffer.from(html)).toString('utf8');

const page =
  '<!DOCTYPE html><html><head><style>p{}</style><link rel="modulepreload" href="/a.js" nonce="n"/>' +
  '<link rel="icon" href="/i.svg"/><link rel="modulepreload" href="/b.js" nonce="n"/></head>' +
  '<body><p>职位 text</p><script type="module">import "/a.js";</script></body></html>';

const expected =
  '<!DOCTYPE html><html><head><style>p{}</style><link rel="icon" href="/i.svg"/></head>' +
  '<body><p>职位 text</p><script type="module">import "/a.js";</script>' +
  '<link rel="modulepreload" href="/a.js" nonce="n"/><link rel="modulepreload" href="/b.js" nonce="n"/></body></html>';

describe('withLatePreloads', () => {
  it('moves the head’s modulepreload tags to the end of the body', () => {
    expect(withLatePreloads(page)).toBe(expected);
  });

  it('leaves a body’s own modulepreload tags where they are, and the text around them', () => {
    const inBody = page.replace('<p>', '<link rel="modulepreload" href="/c.js"/><p>');
    const moved = withLatePreloads(inBody);
    expect(moved).toContain('<body><link rel="modulepreload" href="/c.js"/><p>职位 text</p>');
    expect(moved.endsWith('<link rel="modulepreload" href="/b.js" nonce="n"/></body></html>')).toBe(true);
  });

  it('keeps the tags of a page that never closes its body', () => {
    const cut = page.slice(0, page.indexOf('</body>'));
    const moved = withLatePreloads(cut);
    expect(moved.slice(moved.indexOf('</head>'))).toContain('<link rel="modulepreload" href="/b.js" nonce="n"/>');
    expect(moved.slice(0, moved.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('returns a page without a head or without preloads as it is, without copying it', () => {
    for (const html of ['<p>no head</p>', '<html><head><title>t</title></head><body></body></html>']) {
      const bytes = Buffer.from(html);
      expect(moveInBytes(bytes)).toBe(bytes);
    }
  });

  it('leaves a tag that is not closed before the head ends', () => {
    const broken = '<html><head><link rel="modulepreload" href="/a.js"</head><body></body></html>';
    expect(withLatePreloads(broken)).toBe(broken);
  });
});
