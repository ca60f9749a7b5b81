import { data, type RouterContextProvider } from 'react-router';
import { getConfig } from './request-context';

/** Development pages exist only while config says the tools are on (a missing flag means off): 404 otherwise. */
export async function requireDevTools(context: Readonly<RouterContextProvider>): Promise<void> {
  const config = await getConfig(context);
  if (!config.success || config.data.site.dev_tools !== true) throw data({ code: 4004 }, { status: 404 });
}

/** Meta of development pages: never indexed. */
export const NOINDEX = { name: 'robots', content: 'noindex, nofollow' } as const;

/** One-time codes in a message (6 digits), for the outbox page. */
export const codesIn = (text: string) => [...new Set(text.match(/(?<!\d)\d{6}(?!\d)/g) ?? [])];

/** Links in a message's text, for the outbox page. */
export const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
