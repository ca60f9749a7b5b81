import { type ReactNode, useLayoutEffect } from 'react';

/**
 * The page's `<html>` element. The server writes it. In the browser, Preact renders into the document's
 * own `<html>` (given the document, it renders into `document.documentElement`; decision 0066), so there
 * the element is the one already in the page: its children are rendered, and its language is kept.
 */
export function DocumentRoot({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (typeof document === 'undefined') return <html lang={lang}>{children}</html>;
  return <>{children}</>;
}
