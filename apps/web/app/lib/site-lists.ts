import type { Locale } from '@jobbridge/shared';
import { useCallback, useEffect, useState } from 'react';
import type { SiteLists } from './site-data';
import { useSite } from './use-site';

/** One request per language per page load; a failed load may be retried. */
const cache = new Map<Locale, Promise<SiteLists>>();

export function fetchLists(locale: Locale): Promise<SiteLists> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = fetch(`/site-lists.json?locale=${locale}`, { headers: { accept: 'application/json' } }).then(
      (response) => {
        if (!response.ok) throw new Error(`site lists: ${response.status}`);
        return response.json() as Promise<SiteLists>;
      },
    );
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}

/**
 * Cities and calling codes of the page's language, loaded on demand:
 * `eager` loads them on mount, otherwise call `load()` (e.g. on focus).
 */
export function useSiteLists(eager = false): { lists: SiteLists | null; load: () => void } {
  const { locale } = useSite();
  const [loaded, setLoaded] = useState<{ locale: Locale; lists: SiteLists } | null>(null);
  const load = useCallback(() => {
    fetchLists(locale).then(
      (lists) => setLoaded({ locale, lists }),
      () => undefined, // the box still works as free text; a later focus retries
    );
  }, [locale]);
  useEffect(() => {
    if (eager) load();
  }, [eager, load]);
  return { lists: loaded?.locale === locale ? loaded.lists : null, load };
}
