import { type CityOption, NO_MATCH_ADCODE } from './locations';

/**
 * The location filter of the job and company searches: a city or a whole
 * province (the search call takes either adcode), typed in either language.
 * config.work_location lists cities with their province; a province's adcode
 * is its first two digits followed by 0000.
 */
export interface PlaceOption {
  /** adcode */
  value: string;
  /** City or province name in the page's language. */
  name: string;
  /** The province (for a city), or the province itself. */
  province: string;
  kind: 'city' | 'province';
}

export const provinceAdcodeOf = (adcode: string) => `${adcode.slice(0, 2)}0000`;

/**
 * Cities plus their provinces. A province whose only city carries its own
 * name (Beijing, Shanghai, Hong Kong...) is not listed twice.
 */
export function toPlaceOptions(cities: readonly CityOption[]): PlaceOption[] {
  const places: PlaceOption[] = cities.map((city) => ({
    value: city.value,
    name: city.city,
    province: city.province,
    kind: 'city',
  }));
  const provinces = new Map<string, { name: string; cities: string[] }>();
  for (const city of cities) {
    if (!/^\d{6,}$/.test(city.value) || !city.province) continue;
    const code = provinceAdcodeOf(city.value);
    const entry = provinces.get(code) ?? { name: city.province, cities: [] };
    entry.cities.push(city.city);
    provinces.set(code, entry);
  }
  const cityValues = new Set(cities.map((city) => city.value));
  for (const [value, { name, cities: names }] of provinces) {
    if (cityValues.has(value) || (names.length === 1 && names[0] === name)) continue;
    places.push({ value, name, province: name, kind: 'province' });
  }
  return places;
}

/**
 * The cities only: what a field that stores a city offers (a company's city,
 * which the server refuses as a province). A province's name typed there
 * still finds its cities (matchPlaces ranks by province too).
 */
export function cityPlaces(places: readonly PlaceOption[]): PlaceOption[] {
  return places.filter((place) => place.kind === 'city');
}

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s'’-]+/g, '');

/** Rank of a place for a query: exact name first, then starts-with, then province contains; -1 no match. */
function rank(place: PlaceOption, needle: string): number {
  const name = norm(place.name);
  const province = norm(place.province);
  if (name === needle) return place.kind === 'city' ? 0 : 1;
  if (name.startsWith(needle)) return place.kind === 'city' ? 2 : 3;
  if (name.includes(needle)) return 4;
  if (province.startsWith(needle) || province.includes(needle)) return 5;
  return -1;
}

/**
 * Places whose name or province contains the query, case-insensitively, in
 * either language: `primary` is the page's language (what is shown),
 * `secondary` the other language (matched through the adcode). Best first.
 */
export function matchPlaces(
  primary: readonly PlaceOption[],
  secondary: readonly PlaceOption[] | null,
  query: string,
  limit = 8,
): PlaceOption[] {
  const needle = norm(query);
  if (!needle) return [];
  const byValue = new Map(primary.map((place) => [place.value, place]));
  const best = new Map<string, number>();
  const consider = (place: PlaceOption, score: number) => {
    if (score < 0 || !byValue.has(place.value)) return;
    const known = best.get(place.value);
    if (known === undefined || score < known) best.set(place.value, score);
  };
  for (const place of primary) consider(place, rank(place, needle));
  for (const place of secondary ?? []) consider(place, rank(place, needle));
  const order = new Map(primary.map((place, index) => [place.value, index]));
  return [...best.entries()]
    .sort((a, b) => a[1] - b[1] || (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0))
    .slice(0, limit)
    .map(([value]) => byValue.get(value) as PlaceOption);
}

/**
 * The adcode a location box submits (spec section 5): an empty box clears the
 * filter (undefined), a chosen place keeps its adcode, typed text takes the
 * best match in either language, and text matching nothing sends -1.
 */
export function resolvePlace(
  primary: readonly PlaceOption[],
  secondary: readonly PlaceOption[] | null,
  text: string,
  chosen?: PlaceOption | null,
): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (chosen && chosen.name === trimmed) return chosen.value;
  return matchPlaces(primary, secondary, trimmed, 1)[0]?.value ?? NO_MATCH_ADCODE;
}

/**
 * The name of an adcode (city or province) for filling the box and titling the page; '' when unknown.
 * A province not listed apart from its one city (Shanghai's 310000, whose jobs the search serves as
 * it serves those of the city's 310100) is named after its cities' province.
 */
export function placeNameOf(places: readonly PlaceOption[], adcode: string | null | undefined): string {
  if (!adcode || adcode === NO_MATCH_ADCODE) return '';
  const listed = places.find((place) => place.value === adcode);
  if (listed) return listed.name;
  if (!/^\d{2}0000$/.test(adcode)) return '';
  return places.find((place) => place.kind === 'city' && provinceAdcodeOf(place.value) === adcode)?.province ?? '';
}
