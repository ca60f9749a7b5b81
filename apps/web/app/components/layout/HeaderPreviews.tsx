import { useEffect, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { toSystemMessage } from '../../lib/messages';
import { useSite } from '../../lib/use-site';
import { useChatTime } from '../chat/ChatConversation';
import { ChatList } from '../chat/ChatList';
import { Link } from '../ui/Link';

/**
 * What the header's popovers show when opened (loaded with the first opening,
 * not with the page): the latest system messages and the latest
 * conversations, read fresh at each opening, so a message pushed on the live
 * connection since the page loaded is there.
 */

/** How many of the newest items a header popover lists; "view all" leads to the rest. */
export const HEADER_PREVIEW_SIZE = 5;

type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: T[] };

/** A list read when the popover opens and again whenever `count` moves; an answer after closing is dropped. */
function useFreshList<T>(read: () => Promise<T[] | null>, count: number): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the unread count moves (a message pushed live).
  useEffect(() => {
    let open = true;
    void read().then((items) => {
      if (open) setLoaded(items ? { state: 'ready', items } : { state: 'failed' });
    });
    return () => {
      open = false;
    };
  }, [count]);
  return loaded;
}

/** The address of one system message on /message: the page opens it there (and marks it read). */
export const systemMessageHref = (id: number) => `/message?message=${id}#message-${id}`;

export function LatestNotifications() {
  const { t } = useTranslation();
  const chatTime = useChatTime();
  const { counts } = useSite();
  const loaded = useFreshList(async () => {
    const envelope = await browserApi.getSysMessages({ page: 1, size: HEADER_PREVIEW_SIZE });
    return envelope.success ? envelope.data.list.map(toSystemMessage) : null;
  }, counts.system);

  if (loaded.state === 'loading') return <p className="mt-2 text-slate-600">{t('header.loading')}</p>;
  if (loaded.state === 'failed') return <p className="mt-2 text-red-700">{t('messages.loadFailed')}</p>;
  if (loaded.items.length === 0) return <p className="mt-2 text-slate-700">{t('messages.empty')}</p>;
  return (
    <ul className="-mx-2 mt-2 divide-y divide-slate-100">
      {loaded.items.map((message) => (
        <li key={message.message_id}>
          <Link
            to={systemMessageHref(message.message_id)}
            className="flex items-start gap-2 rounded-md px-2 py-2 hover:bg-slate-50"
          >
            <span
              aria-hidden="true"
              className={`mt-1.5 size-2 shrink-0 rounded-full ${message.unread ? 'bg-teal-700' : 'bg-transparent'}`}
            />
            <span className="min-w-0 flex-1">
              <span className={`block truncate text-slate-900 ${message.unread ? 'font-semibold' : ''}`}>
                {message.title || t('messages.untitled')}
                {message.unread && (
                  <span className="sr-only">{t('common.srAside', { detail: t('messages.unread') })}</span>
                )}
              </span>
              <span className="line-clamp-2 text-slate-700">{message.content}</span>
              <span className="block text-xs text-slate-600">{chatTime(message.create_time)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LatestChats() {
  const { t } = useTranslation();
  const { user, counts } = useSite();
  const loaded = useFreshList(async () => {
    const envelope = await browserApi.getAllChatMessages({});
    return envelope.success ? envelope.data.list.slice(0, HEADER_PREVIEW_SIZE) : null;
  }, counts.chat);

  if (loaded.state === 'loading') return <p className="mt-2 text-slate-600">{t('header.loading')}</p>;
  if (loaded.state === 'failed') return <p className="mt-2 text-red-700">{t('chat.loadFailed')}</p>;
  return <ChatList me={user?.user_id ?? 0} initial={loaded.items} openKey={null} />;
}
