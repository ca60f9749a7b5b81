import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipFile = promisify(gzip);

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its best quality, 11) and `<file>.gz` (gzip 9) beside a built
 * asset, each only when it is smaller than the file. The server sends them as they are to a
 * browser that accepts them (@fastify/static's `preCompressed`, decision 0053): the browser
 * downloads the smallest copy there is, and the server compresses nothing per request. On the
 * fly, with a quality it can afford per request (brotli 4), the shell chunk came out at 64.7 KB,
 * larger than gzip's 63.8 KB; its copy at quality 11 is 55.7 KB.
 */
export async function precompressFile(file: string): Promise<{ raw: number; br: number | null; gz: number | null }> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES || !COMPRESSIBLE.test(file)) return { raw: raw.length, br: null, gz: null };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipFile(raw, { level: 9 }),
  ]);
  const kept = { raw: raw.length, br: null as number | null, gz: null as number | null };
  if (br.length < raw.length) {
    await writeFile(`${file}.br`, br);
    kept.br = br.length;
  }
  if (gz.length < raw.length) {
    await writeFile(`${file}.gz`, gz);
    kept.gz = gz.length;
  }
  return kept;
}

/** The client build's files, each with its compressed copies once the build has written them. */
export function precompressPlugin(): Plugin {
  return {
    name: 'jobbridge:precompress',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir as string;
      await Promise.all(Object.keys(bundle).map((name) => precompressFile(path.join(dir, name))));
    },
  };
}
