import type { Locale } from '@jobbridge/shared';
import { useCallback, useMemo, useState } from 'react';
import { type PlaceOption, toPlaceOptions } from './places';
import { fetchLists } from './site-lists';
import { useSite } from './use-site';

export interface Places {
  /** Cities and provinces in the page's language (null until loaded). */
  primary: PlaceOption[] | null;
  /** The same places in the other language, matched by adcode (null until loaded). */
  secondary: PlaceOption[] | null;
}

/** Loads both languages' places (from /site-lists.json) on demand; `ensure` also returns them. */
export function usePlaces(): Places & { load: () => void; ensure: () => Promise<Places> } {
  const { locale } = useSite();
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const [loaded, setLoaded] = useState<{
    locale: Locale;
    primary: PlaceOption[];
    secondary: PlaceOption[] | null;
  } | null>(null);
  const ensure = useCallback(async (): Promise<Places> => {
    const [primary, secondary] = await Promise.all([
      fetchLists(locale).then((lists) => toPlaceOptions(lists.cities)),
      fetchLists(other).then(
        (lists) => toPlaceOptions(lists.cities),
        () => null, // matching in the page's language still works
      ),
    ]);
    setLoaded({ locale, primary, secondary });
    return { primary, secondary };
  }, [locale, other]);
  const load = useCallback(() => {
    ensure().catch(() => undefined); // the box still works as free text; a later focus retries
  }, [ensure]);
  const current = loaded?.locale === locale ? loaded : null;
  return useMemo(
    () => ({ primary: current?.primary ?? null, secondary: current?.secondary ?? null, load, ensure }),
    [current, load, ensure],
  );
}
