import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The site's stylesheet for this response, given by entry.server; nothing in the browser. `linked`: the
 * browser has the stylesheet's file cached (its cookie says so), and the page links it at `href`.
 */
export const PageStyleContext = createContext<{ css: string; nonce?: string; href: string; linked: boolean } | null>(
  null,
);

/** Where the server linked the stylesheet file, or hinted at it, in this document (the browser's side). */
function stylesheetInDocument(rel: 'stylesheet' | 'prefetch'): string | null {
  if (typeof document === 'undefined') return null;
  return document.head.querySelector(`link[rel="${rel}"][href^="/styles/site-"]`)?.getAttribute('href') ?? null;
}

/**
 * The site's stylesheet. On a browser's first page it is inline in the head (decision 0043): the first
 * paint waits for the HTML alone, not for a stylesheet request besides it. The server writes the part
 * of it the page's markup uses (decision 0067) with the response's nonce; the browser keeps the
 * server's element as it is (hydration leaves an element's inner HTML alone, and later renders give it
 * the same empty one, so it is never rewritten), and the stylesheet is not in the client's JavaScript.
 * The same page hints at the stylesheet's file (a prefetch), and links it once the page is live, for
 * what the page shows later; the file's answer sets a cookie, and later pages link the cached file
 * instead of carrying the text (decision 0049). The browser renders what the server chose, read from
 * the document.
 */
export function PageStyle() {
  const style = useContext(PageStyleContext);
  // Read from the document as the server wrote it, once: the hint becomes a link below.
  const [written] = useState(() =>
    style
      ? { linked: style.linked ? style.href : null, file: style.href }
      : { linked: stylesheetInDocument('stylesheet'), file: stylesheetInDocument('prefetch') },
  );
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { linked, file } = written;
  if (linked) return <link rel="stylesheet" href={linked} />;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet from its build, never input */}
      <style nonce={style?.nonce} dangerouslySetInnerHTML={{ __html: style?.css ?? '' }} />
      {file && <link rel={live ? 'stylesheet' : 'prefetch'} href={file} />}
    </>
  );
}
