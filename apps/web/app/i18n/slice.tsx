import type { Catalogue, Locale } from '@jobbridge/shared';
import { useEffect, useMemo, useState } from 'react';
import { partsHydrated } from '../components/HydrateLater';
import { getCatalogue, listenToLookups, loadCatalogue, registerSlice } from './catalogue';
import { takeSliceMiss, translatorFor } from './create';
import type { Translator } from './translator';

/**
 * A page carries the namespaces of the catalogue its server render used, as
 * JSON in the page (decision 0043): the browser hydrates with that slice
 * instead of first downloading the whole language (25 KB gzip), and loads
 * the whole catalogue right after, for what the page shows later and for
 * the next pages.
 */
export const SLICE_ELEMENT_ID = 'catalogue-slice';

/** Namespaces every page may need before the whole catalogue is there (the error page). */
const ALWAYS = ['common', 'errorsPage'];

function namespaceOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** The slice as the page carries it (the browser keeps the text it hydrated with). */
let sliceText: string | null = null;

/** Browser: registers the page's slice before hydrating; false when the page has none. */
export function readSlice(locale: Locale): boolean {
  const element = document.getElementById(SLICE_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    registerSlice(locale, JSON.parse(element.textContent) as Catalogue);
  } catch {
    return false;
  }
  sliceText = element.textContent;
  return true;
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

interface PageTexts {
  translator: Translator;
  /** Namespaces the server's render used (empty in the browser). */
  used: Set<string>;
}

/**
 * The page's translator. On the server it records the namespace of every
 * key asked for, by components and by `meta` (through `lookup`). In the
 * browser, once the whole catalogue has loaded, a page whose slice missed a
 * text renders again with it; the page is then marked hydrated
 * (`<html data-hydrated>`, what browser tests wait for).
 */
export function usePageTexts(locale: Locale): PageTexts {
  const server = typeof document === 'undefined';
  const [version, setVersion] = useState(0);
  const texts = useMemo<PageTexts>(() => {
    const shared = translatorFor(locale);
    if (!server) return { translator: version ? { ...shared } : shared, used: new Set() };
    const used = new Set(ALWAYS);
    return {
      translator: {
        language: locale,
        t: (key, options) => {
          used.add(namespaceOf(key));
          return shared.t(key, options);
        },
      },
      used,
    };
  }, [locale, server, version]);
  if (server) listenToLookups((key) => texts.used.add(namespaceOf(key)));

  useEffect(() => {
    let current = true;
    loadCatalogue(locale)
      .then(() => {
        if (current && takeSliceMiss(locale)) setVersion((n) => n + 1);
      })
      .catch(() => undefined)
      .finally(async () => {
        // The parts of the page that hydrate later (components/HydrateLater) are live too.
        await partsHydrated();
        if (current) document.documentElement.dataset.hydrated = 'true';
      });
    return () => {
      current = false;
    };
  }, [locale]);
  return texts;
}

/** The slice element: rendered last in <body>, after everything that asks for texts. */
export function CatalogueSlice({ locale, used }: { locale: Locale; used: Set<string> }) {
  let json = sliceText ?? '{}';
  if (typeof document === 'undefined') {
    listenToLookups(null);
    const catalogue = getCatalogue(locale) as Record<string, unknown> | undefined;
    const slice: Record<string, unknown> = {};
    for (const ns of [...used].sort()) if (catalogue?.[ns] !== undefined) slice[ns] = catalogue[ns];
    json = scriptJson(slice);
  }
  return (
    <script
      type="application/json"
      id={SLICE_ELEMENT_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own catalogue, `<` escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
