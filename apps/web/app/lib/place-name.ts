import type { RouterContextProvider } from 'react-router';
import { NO_MATCH_ADCODE, toCityOptions } from './locations';
import { placeNameOf, toPlaceOptions } from './places';
import { getConfig, getLocale } from './request-context';

/** The name of a city or province adcode in the request's language, for list pages (loader side). */
export async function placeNameFor(
  context: Readonly<RouterContextProvider>,
  adcode: string | undefined,
): Promise<string> {
  if (!adcode || adcode === NO_MATCH_ADCODE) return '';
  const config = await getConfig(context);
  if (!config.success) return '';
  return placeNameOf(toPlaceOptions(toCityOptions(config.data.work_location ?? [], getLocale(context))), adcode);
}
