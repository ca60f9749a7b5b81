import type { RouterContextProvider } from 'react-router';
import { cityOfAdcode, NO_MATCH_ADCODE, toCityOptions } from './locations';
import { getConfig, getLocale } from './request-context';

/** The city name of an adcode in the request's language, for list pages (loader side). */
export async function cityNameOf(
  context: Readonly<RouterContextProvider>,
  adcode: string | undefined,
): Promise<string> {
  if (!adcode || adcode === NO_MATCH_ADCODE) return '';
  const config = await getConfig(context);
  if (!config.success) return '';
  return cityOfAdcode(toCityOptions(config.data.work_location ?? [], getLocale(context)), adcode);
}
