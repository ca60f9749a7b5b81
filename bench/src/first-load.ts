/**
 * First-load JavaScript per route: what a browser downloads before a page is
 * interactive — the module scripts and modulepreloads its HTML names — as
 * gzip (level 6: the budget's measure), raw, and as sent to a browser that
 * accepts brotli (the build's brotli copies, decision 0053), in both
 * languages, for a visitor and for the signed-in demo candidate.
 *
 *   npm run build && npm run first-load -w @jobbridge/bench
 *
 * Starts the built server (apps/server/dist/server.js) on a new embedded
 * database with the demo data, and writes bench/results/first-load.md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEMO_ACCOUNTS } from '@jobbridge/db';
import { hashPasswordForTransport } from '@jobbridge/shared';
import { freePort, startBuiltServer, waitReady } from '../../apps/server/src/built-server-kit';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverJs = path.resolve(here, '../../apps/server/dist/server.js');
const webDir = path.resolve(here, '../../apps/web/build');
/** QUALITY.md's bar for the JavaScript of a route's first load, gzip. */
const FIRST_LOAD_JS_BUDGET_KB = 120;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The scripts a page's HTML makes the browser fetch before it is interactive. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) found.add(match[1]);
  // React Router's inline module imports the route modules with import("…").
  for (const match of html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g)) found.add(match[1]);
  for (const match of html.matchAll(/import\s+[^"']*?from\s*"([^"]+\.js)"/g)) found.add(match[1]);
  return [...found].filter((src) => src.startsWith('/'));
}

interface Row {
  page: string;
  lang: string;
  who: string;
  files: number;
  gzipKb: number;
  rawKb: number;
  /** What a browser that accepts brotli downloads: the bodies as the server sends them. */
  sentKb: number;
  /** The texts the browser has before hydrating: the page's catalogue slice, else the whole catalogue chunk. */
  catalogueKb: number;
  largest: string;
}

/** The catalogue chunk of a language in the web build (`en-<hash>.js`), loaded by entry.client before hydrating. */
function catalogueChunk(lang: string): string | undefined {
  const name = readdirSync(path.join(webDir, 'client/assets')).find((file) =>
    new RegExp(`^${lang}-[\\w-]+\\.js$`).test(file),
  );
  return name && `/assets/${name}`;
}

async function measure(base: string, pagePath: string, lang: string, who: string, cookie: string): Promise<Row> {
  const url = `${base}${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${lang}`;
  const response = await fetch(url, { headers: { 'user-agent': BROWSER, cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const html = await response.text();
  const scripts = scriptsOf(html);
  const sizes = await Promise.all(
    scripts.map(async (src) => {
      const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
      // As a browser asks: the length of the body as sent (fetch decompresses what it reads).
      const sent = await fetch(`${base}${src}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      const sentBytes = Number(sent.headers.get('content-length') ?? (await sent.arrayBuffer()).byteLength);
      return { src, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, sent: sentBytes };
    }),
  );
  sizes.sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  // The texts the browser has before hydrating: the page's slice when it carries one (decision 0043),
  // else the language's whole catalogue, which entry.client then imports first.
  const slice = html.match(/<script type="application\/json" id="catalogue-slice">(.*?)<\/script>/s)?.[1];
  const catalogue = catalogueChunk(lang);
  const catalogueBytes = slice
    ? gzipSync(slice, { level: 6 }).length
    : catalogue
      ? gzipSync(Buffer.from(await (await fetch(`${base}${catalogue}`)).arrayBuffer()), { level: 6 }).length
      : 0;
  return {
    page: pagePath,
    lang,
    who,
    files: sizes.length,
    gzipKb: kb(sizes.reduce((sum, s) => sum + s.gzip, 0)),
    rawKb: kb(sizes.reduce((sum, s) => sum + s.raw, 0)),
    sentKb: kb(sizes.reduce((sum, s) => sum + s.sent, 0)),
    catalogueKb: kb(catalogueBytes),
    largest: sizes
      .slice(0, 3)
      .map((s) => `${path.basename(s.src).replace(/-[\w-]{8}\.js$/, '')} ${kb(s.gzip)}`)
      .join(', '),
  };
}

async function signIn(base: string): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.candidate;
  const response = await fetch(`${base}/api/account/signinByEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
    body: new URLSearchParams({ email, password: await hashPasswordForTransport(password) }),
  });
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('cit='));
  if (!token) throw new Error('the demo candidate could not sign in');
  return token;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobbridge-first-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = startBuiltServer(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      PUBLIC_ORIGIN: base,
      CODE_SECRET: randomBytes(24).toString('base64url'),
      WEB_BUILD_DIR: webDir,
      DATA_DIR: dataDir,
    },
    serverJs,
  );
  try {
    await waitReady(base, started);
    const list = (await (
      await fetch(`${base}/api/job/searchJobList`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'page=1',
      })
    ).json()) as { data: { list: { job_id: number }[] } };
    const job = `/jobs/${list.data.list[0].job_id}`;
    const cookie = await signIn(base);
    const rows: Row[] = [];
    for (const lang of ['en', 'zh']) {
      for (const page of ['/', '/jobs', job, '/companies', '/guides', '/login']) {
        rows.push(await measure(base, page, lang, 'visitor', ''));
      }
      for (const page of ['/jobs', job, '/profile', '/message']) {
        rows.push(await measure(base, page, lang, 'signed in', `${cookie}; language=${lang}`));
      }
    }
    const over = rows.filter((row) => row.gzipKb > FIRST_LOAD_JS_BUDGET_KB).length;
    const lines = [
      '# First-load JavaScript per route',
      '',
      `Run \`npm run build && npm run first-load -w @jobbridge/bench\` (bench/src/first-load.ts). ${new Date().toISOString()},`,
      `the built server on a new embedded database with the demo data. "First load" is every module script and`,
      'modulepreload the HTML names (what the browser fetches before the page is interactive), gzip level 6 and raw;',
      '"sent" is what a browser that accepts brotli downloads: the web build\'s brotli copies (decision 0053).',
      `Budget: ${FIRST_LOAD_JS_BUDGET_KB} KB gzip a route; ${over} of ${rows.length} rows are over it. "Texts" are what`,
      "the browser has of the catalogue before hydrating, not counted above: the page's slice (JSON in the HTML), or",
      "else the language's whole catalogue chunk, which entry.client then imports first.",
      '',
      '| page | language | who | files | gzip KB | sent KB (brotli) | raw KB | texts gzip KB | largest (gzip KB) |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (row) =>
          `| ${row.page} | ${row.lang} | ${row.who} | ${row.files} | ${row.gzipKb > FIRST_LOAD_JS_BUDGET_KB ? `**${row.gzipKb}**` : row.gzipKb} | ${row.sentKb} | ${row.rawKb} | ${row.catalogueKb} | ${row.largest} |`,
      ),
      '',
    ];
    const out = path.resolve(here, '../results/first-load.md');
    writeFileSync(out, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    started.child.kill('SIGTERM');
    await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
