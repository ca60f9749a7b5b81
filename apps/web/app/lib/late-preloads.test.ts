import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createReadableStreamFromReadable } from '@react-router/node';
import { describe, expect, it } from 'vitest';
import { htmlWithLatePreloads, latePreloads } from './late-preloads';

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

  it('ends the page quietly when the reader leaves mid-page: the render stops, no error is left unhandled', async () => {
    const unhandled: unknown[] = [];
    const record = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', record);
    try {
      // As entry.server does: React writes into `body`, the response reads the web stream.
      const body = new PassThrough();
      const html = htmlWithLatePreloads(body);
      const reader = createReadableStreamFromReadable(html).getReader();
      body.write('<!DOCTYPE html><html><head></head><body><p>');
      expect((await reader.read()).done).toBe(false);
      await reader.cancel(new Error('the visitor left'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(body.destroyed).toBe(true);
      expect(unhandled).toEqual([]);
      // An error that comes after the streams were let go of (as under load) is not thrown either.
      expect(() => html.emit('error', new Error('late'))).not.toThrow();
      expect(() => body.emit('error', new Error('late'))).not.toThrow();
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
