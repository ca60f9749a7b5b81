import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { latePreloads } from './late-preloads';

const through = (chunks: string[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(latePreloads()));

const page =
  '<!DOCTYPE html><html><head><style>p{}</style><link rel="modulepreload" href="/a.js" nonce="n"/>' +
  '<link rel="icon" href="/i.svg"/><link rel="modulepreload" href="/b.js" nonce="n"/></head>' +
  '<body><p>职位 text</p><script type="module">import "/a.js";</script></body></html>';

const expected =
  '<!DOCTYPE html><html><head><style>p{}</style><link rel="icon" href="/i.svg"/></head>' +
  '<body><p>职位 text</p><script type="module">import "/a.js";</script>' +
  '<link rel="modulepreload" href="/a.js" nonce="n"/><link rel="modulepreload" href="/b.js" nonce="n"/></body></html>';

describe('latePreloads', () => {
  it('moves the head’s modulepreload tags to the end of the body', async () => {
    expect(await through([page])).toBe(expected);
  });

  it('does so whatever the chunks, a tag or a character cut between two', async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 3, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await text(Readable.from(chunks).pipe(latePreloads())), String(size)).toBe(expected);
    }
  });

  it('keeps the tags of a page that never closes its body', async () => {
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(await through([cut])).toContain('<link rel="modulepreload" href="/b.js" nonce="n"/>');
  });
});
