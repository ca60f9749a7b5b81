import { createContext, useContext } from 'react';

/** The site's stylesheet and the response's CSP nonce, given by entry.server; nothing in the browser. */
export const PageStyleContext = createContext<{ css: string; nonce?: string } | null>(null);

/**
 * The site's stylesheet, inline in the head of every page (decision 0043):
 * the first paint waits for the HTML alone, not for a stylesheet request
 * besides it. Rendered as a React style resource (`href` is its key, not
 * an address; it carries the response's nonce): the browser adopts
 * the server's element and never needs the text, so the stylesheet is not in
 * the client's JavaScript.
 */
export function PageStyle() {
  const style = useContext(PageStyleContext);
  return (
    <style href="jobbridge-site-css" precedence="default" nonce={style?.nonce}>
      {style?.css ?? ''}
    </style>
  );
}
