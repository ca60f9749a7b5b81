import { Buffer } from 'node:buffer';

const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * Moves the page's `<link rel="modulepreload">` tags, which React hoists into
 * <head>, to the end of <body> (decision 0043). In the head they start every
 * script download (about 130 KB gzip) before the body has arrived, so on a
 * slow link the body's text, what the first paint shows, shares the
 * connection with them; at the end of the body the downloads start once the
 * text is in. The scripts still load in parallel, without waiting for each
 * other's imports. React finds the tags there when it hydrates.
 *
 * It takes the whole page as React wrote it, in UTF-8 (entry.server renders it
 * whole before answering, decision 0052), and works on the bytes: the page is
 * never decoded to a string, only its head is searched, and it is copied once.
 */
export function withLatePreloads(page: Buffer): Buffer {
  const headEnd = page.indexOf('</head>');
  if (headEnd < 0) return page;
  const kept: Buffer[] = [];
  const tags: Buffer[] = [];
  let from = 0;
  for (;;) {
    const start = page.indexOf(MODULE_PRELOAD, from);
    if (start < 0 || start > headEnd) break;
    const end = page.indexOf('>', start) + 1;
    if (end <= 0 || end > headEnd) break;
    kept.push(page.subarray(from, start));
    tags.push(page.subarray(start, end));
    from = end;
  }
  if (!tags.length) return page;
  const bodyEnd = page.lastIndexOf('</body>');
  // A page that never closes its body keeps its tags at the very end.
  if (bodyEnd < headEnd) return Buffer.concat([...kept, page.subarray(from), ...tags]);
  return Buffer.concat([...kept, page.subarray(from, bodyEnd), ...tags, page.subarray(bodyEnd)]);
}
