import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFile } from '../precompress';

describe('precompressFile (the web build’s compressed copies of its assets, decision 0053)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jb-precompress-'));

  it('writes a brotli and a gzip copy of a text asset, each decompressing to the file', async () => {
    const file = path.join(dir, 'chunk-abc.js');
    const text = `export const jobs = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `职位 job ${i}`))};\n`;
    writeFileSync(file, text);
    const sizes = await precompressFile(file);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(text);
    expect(sizes.br).toBeLessThan(sizes.gz as number);
    expect(sizes.gz).toBeLessThan(sizes.raw);
  });

  it('leaves small files and files that are not text as they are', async () => {
    const small = path.join(dir, 'tiny.js');
    writeFileSync(small, 'export {};\n');
    const image = path.join(dir, 'logo.png');
    writeFileSync(image, Buffer.alloc(4096, 7));
    for (const file of [small, image]) {
      expect(await precompressFile(file)).toMatchObject({ br: null, gz: null });
      expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false);
    }
  });
});
