import { useRouteLoaderData } from 'react-router';
import type { SiteConfig, SiteData } from './site-data';

type RootData = Omit<SiteData, 'config'> & { config: SiteConfig | null };

/** Root loader data where it may be missing (layout, error boundaries). */
export const useRootData = () => useRouteLoaderData('root') as RootData | undefined;

/** Root loader data inside the shell, which only renders once config has loaded. */
export function useSite(): SiteData {
  const data = useRootData();
  if (!data?.config) throw new Error('useSite() used outside the loaded site shell');
  return data as SiteData;
}
