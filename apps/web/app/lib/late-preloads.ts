import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Moves the page's `<link rel="modulepreload">` tags, which React hoists into
 * <head>, to the end of <body> (decision 0043). In the head they start every
 * script download (about 130 KB gzip) before the body has arrived, so on a
 * slow link the body's text, what the first paint shows, shares the
 * connection with them; at the end of the body the downloads start once the
 * text is in. The scripts still load in parallel, without waiting for each
 * other's imports. React finds the tags there when it hydrates.
 */
export function latePreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let inHead = true;
  let moved: string[] = [];

  const release = (text: string): string => {
    let out = text;
    if (inHead) {
      const end = out.indexOf('</head>');
      const head = end < 0 ? out : out.slice(0, end);
      const rest = end < 0 ? '' : out.slice(end);
      out =
        head.replace(MODULE_PRELOAD, (tag) => {
          moved.push(tag);
          return '';
        }) + rest;
      if (end >= 0) inHead = false;
    }
    if (!inHead && moved.length) {
      const body = out.indexOf('</body>');
      if (body >= 0) {
        out = `${out.slice(0, body)}${moved.join('')}${out.slice(body)}`;
        moved = [];
      }
    }
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      let text = carry + decoder.write(chunk);
      // Keep a tag cut between two chunks for the next one.
      const open = text.lastIndexOf('<');
      if (open >= 0 && text.indexOf('>', open) < 0) {
        carry = text.slice(open);
        text = text.slice(0, open);
      } else {
        carry = '';
      }
      callback(null, release(text));
    },
    flush(callback: TransformCallback) {
      const text = release(carry + decoder.end());
      callback(null, text + moved.join(''));
    },
  });
}

/**
 * The page's HTML as React writes it into `body`, through latePreloads.
 * When the reader leaves mid-page (the visitor closes the tab, a load
 * generator stops), the response stream is cancelled and both streams are
 * destroyed with an error, at times after whoever listened has let go of
 * them: an 'error' event without a listener stops the process (it did,
 * with body.pipe(), on every load run). pipeline() joins them so that
 * either one's end destroys the other, which stops React's render, and each
 * keeps a listener of its own for the error that comes late. The response
 * is already lost by then; there is nothing else to do with it.
 */
export function htmlWithLatePreloads(body: Readable): Readable {
  const html = latePreloads();
  const ignore = () => {};
  body.on('error', ignore);
  html.on('error', ignore);
  return pipeline(body, html, ignore);
}
