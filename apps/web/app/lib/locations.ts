import type { ConfigLocation } from '@jobbridge/shared';

/** A city of config.work_location, trimmed to what the autocomplete shows. */
export interface CityOption {
  value: string;
  city: string;
  province: string;
}

/** Adcode meaning "no city matched what was typed" (spec section 5). */
export const NO_MATCH_ADCODE = '-1';

/**
 * Cities for the autocomplete: one per adcode, preferring the entry in the
 * page's language when the list carries both languages.
 */
export function toCityOptions(locations: readonly ConfigLocation[], locale: string): CityOption[] {
  const byValue = new Map<string, CityOption>();
  for (const item of locations) {
    const known = byValue.get(item.value);
    if (!known || item.lang === locale)
      byValue.set(item.value, { value: item.value, city: item.city, province: item.province });
  }
  return [...byValue.values()];
}

/**
 * The site's cities as the options of a city select ("Suzhou · Jiangsu"), in
 * the page's language: what every city field offers and stores (an adcode of
 * config.work_location).
 */
export function cityChoices(locations: readonly ConfigLocation[], locale: string): { value: string; label: string }[] {
  return toCityOptions(locations, locale).map((city) => ({
    value: city.value,
    label: city.province && city.province !== city.city ? `${city.city} · ${city.province}` : city.city,
  }));
}

/**
 * A city select's options with the value its field holds: a saved code that
 * is not a city of the list (a province saved before city fields took
 * cities only, decision 0061) is listed first under `label`, so the select
 * shows it as the current value instead of "Choose…" and a save does not
 * drop it unseen; choosing a city replaces it.
 */
export function withSavedChoice(
  choices: { value: string; label: string }[],
  saved: { value: string; label: string } | null,
): { value: string; label: string }[] {
  if (!saved?.value || choices.some((choice) => choice.value === saved.value)) return choices;
  return [saved, ...choices];
}

/** Cities whose city or province contains the query, case-insensitively; cities starting with it first. */
export function matchCities(options: readonly CityOption[], query: string, limit = 8): CityOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const starts: CityOption[] = [];
  const contains: CityOption[] = [];
  for (const option of options) {
    const city = option.city.toLowerCase();
    const province = option.province.toLowerCase();
    if (city.startsWith(needle)) starts.push(option);
    else if (city.includes(needle) || province.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, limit);
}

/**
 * The adcode a location box submits: empty text clears it (undefined), a
 * chosen city keeps its adcode, otherwise the best match, otherwise -1.
 */
export function resolveAdcode(
  options: readonly CityOption[],
  text: string,
  chosen?: CityOption | null,
): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (chosen && chosen.city === trimmed) return chosen.value;
  const exact = options.find((option) => option.city.toLowerCase() === trimmed.toLowerCase());
  if (exact) return exact.value;
  return matchCities(options, trimmed, 1)[0]?.value ?? NO_MATCH_ADCODE;
}

/** The city name of an adcode, for filling the box from the URL. */
export function cityOfAdcode(options: readonly CityOption[], adcode: string | null | undefined): string {
  if (!adcode || adcode === NO_MATCH_ADCODE) return '';
  return options.find((option) => option.value === adcode)?.city ?? '';
}
