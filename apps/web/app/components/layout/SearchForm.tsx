import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { matchPlaces, type PlaceOption, resolvePlace } from '../../lib/places';
import { searchHref } from '../../lib/search-url';
import { usePlaces } from '../../lib/use-places';
import { Combobox } from '../ui/Combobox';
import { PinIcon, SearchIcon } from '../ui/icons';

interface SearchFormProps {
  /** The list page the search opens. */
  action: '/jobs' | '/companies';
  variant: 'header' | 'hero' | 'dialog';
  /** Called after navigating (closes the mobile dialog). */
  onDone?: () => void;
}

/** The list route whose loader knows the city name of the URL's adcode. */
const LIST_ROUTE = { '/jobs': 'routes/jobs/list', '/companies': 'routes/companies/list' } as const;

interface Current {
  keyword: string;
  cityName: string;
  adcode: string | null;
  /** The page's other search values (filters, sort), kept when the keyword or place changes. */
  carried: [string, string][];
}

/** Values the header search sets itself, or that a new search resets. */
const OWN_PARAMS = new Set(['keyword', 'adcode', 'page', 'lang']);

/** What the boxes show for the current URL: the search of this page, or empty elsewhere. */
function useCurrentSearch(action: SearchFormProps['action']): Current {
  const location = useLocation();
  const list = useRouteLoaderData(LIST_ROUTE[action]) as { cityName?: string } | undefined;
  if (location.pathname !== action) return { keyword: '', cityName: '', adcode: null, carried: [] };
  const params = new URLSearchParams(location.search);
  return {
    keyword: params.get('keyword') ?? '',
    cityName: list?.cityName ?? '',
    adcode: params.get('adcode'),
    carried: [...params.entries()].filter(([key, value]) => !OWN_PARAMS.has(key) && value !== ''),
  };
}

/**
 * Location autocomplete + keyword box. Submitting opens
 * `<action>?keyword=..&adcode=..`; typed text matching no city sends adcode -1,
 * an empty box clears the location. The city list loads on first focus. Works
 * as a plain GET form without JS.
 */
export function SearchForm({ action, variant, onDone }: SearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const current = useCurrentSearch(action);
  const places = usePlaces();
  const [keyword, setKeyword] = useState(current.keyword);
  const [cityText, setCityText] = useState(current.cityName);
  const [chosen, setChosen] = useState<PlaceOption | null>(null);

  // Follow the URL when it changes (back/forward, a new search).
  const synced = useRef(current);
  useEffect(() => {
    const before = synced.current;
    if (before.keyword === current.keyword && before.cityName === current.cityName && before.adcode === current.adcode)
      return;
    synced.current = current;
    setKeyword(current.keyword);
    setCityText(current.cityName);
    setChosen(null);
  }, [current]);

  const cities = places.primary ?? [];
  /** The adcode to submit; the URL's adcode while the box still shows its place. */
  const adcodeFor = (primary: readonly PlaceOption[], secondary: readonly PlaceOption[] | null) => {
    const text = cityText.trim();
    if (text && current.adcode && text === current.cityName && !chosen) return current.adcode;
    return resolvePlace(primary, secondary, cityText, chosen);
  };
  const suggestions = matchPlaces(cities, places.secondary, cityText).map((place) => ({
    key: place.value,
    label: place.name,
    hint:
      place.kind === 'province'
        ? t('search.wholeProvince')
        : place.province !== place.name
          ? place.province
          : undefined,
  }));

  const hero = variant === 'hero';
  const inputClass = `w-full rounded-md border border-slate-400 bg-white text-slate-900 placeholder:text-slate-500 ${hero ? 'px-3 py-3 text-base' : 'px-3 py-2 text-sm'}`;
  const layout =
    variant === 'header'
      ? 'flex items-center gap-2'
      : hero
        ? 'grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto]'
        : 'grid grid-cols-1 gap-3';

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not a landmark in every browser we support yet; role="search" is.
    <form
      role="search"
      aria-label={t(action === '/jobs' ? 'search.jobsLabel' : 'search.companiesLabel')}
      method="get"
      action={action}
      onSubmit={async (event) => {
        event.preventDefault();
        let { primary, secondary } = places;
        if (!primary && cityText.trim())
          ({ primary, secondary } = await places.ensure().catch(() => ({ primary: [], secondary: null })));
        const href = searchHref(action, { keyword, adcode: adcodeFor(primary ?? [], secondary) });
        const carried = new URLSearchParams(current.carried).toString();
        await navigate(carried ? `${href}${href.includes('?') ? '&' : '?'}${carried}` : href);
        onDone?.();
      }}
      className={layout}
    >
      <div className={variant === 'header' ? 'w-56 lg:w-64' : ''}>
        <Combobox
          label={t('search.location')}
          hideLabel={variant === 'header'}
          value={cityText}
          onChange={(text) => {
            setCityText(text);
            setChosen(null);
          }}
          options={suggestions}
          onSelect={(option) => {
            const place = cities.find((item) => item.value === option.key) ?? null;
            setChosen(place);
            setCityText(place?.name ?? option.label);
          }}
          placeholder={t('search.locationPlaceholder')}
          icon={<PinIcon className="size-4" />}
          inputClassName={inputClass}
          emptyText={places.primary ? t('search.noCity') : undefined}
          onFocus={places.load}
        />
      </div>
      <input type="hidden" name="adcode" value={(cityText.trim() === current.cityName ? current.adcode : null) ?? ''} />
      {current.carried.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className={variant === 'header' ? 'min-w-0 flex-1 lg:max-w-md' : ''}>
        <label
          htmlFor={`${id}-keyword`}
          className={variant === 'header' ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}
        >
          {t(action === '/jobs' ? 'search.keywordJobs' : 'search.keywordCompanies')}
        </label>
        <input
          id={`${id}-keyword`}
          name="keyword"
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          placeholder={t(action === '/jobs' ? 'search.keywordJobsPlaceholder' : 'search.keywordCompaniesPlaceholder')}
          className={inputClass}
          enterKeyHint="search"
        />
      </div>
      <button
        type="submit"
        className={`inline-flex items-center justify-center gap-2 self-end rounded-md bg-teal-700 font-semibold text-white hover:bg-teal-800 ${hero ? 'px-6 py-3' : 'px-3 py-2 text-sm'}`}
      >
        <SearchIcon className="size-4" />
        <span>{t('search.submit')}</span>
      </button>
    </form>
  );
}
