import type { ChatFrame, ChatListItem } from '@jobbridge/shared';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadge } from '../../lib/badge';
import { isOfConversation, listPreview, sideIn } from '../../lib/chat';
import { Logo } from '../Logo';
import { Avatar } from '../layout/UserMenu';
import { useLive } from '../live/LiveProvider';
import { Link } from '../ui/Link';
import { useChatTime } from './ChatConversation';

/** The address of a conversation on /message. */
export const chatHref = (item: Pick<ChatListItem, 'job_id' | 'user_id'>) =>
  `/message?job_id=${item.job_id}&with=${item.user_id}`;

/**
 * The chat list (message/getAllChatMessages): one item per job and
 * counterpart, newest first, with the unread count `cou`. A message arriving
 * on the live connection moves its conversation to the top and, unless it is
 * the open one, counts it unread; a new conversation reloads the list.
 */
export function ChatList({
  me,
  initial,
  openKey,
  hrefOf = chatHref,
  emptyText,
}: {
  me: number;
  /** What an empty list says (the candidate's hint by default). */
  emptyText?: string;
  initial: readonly ChatListItem[];
  /** Where an item leads (the site's /message, or the HR system's conversations). */
  hrefOf?: (item: ChatListItem) => string;
  /** The open conversation's job and counterpart, if any. */
  openKey: { job_id: number; user_id: number } | null;
}) {
  const { t } = useTranslation();
  const chatTime = useChatTime();
  const live = useLive();
  const revalidator = useRevalidator();
  const [items, setItems] = useState<ChatListItem[]>([...initial]);
  useEffect(() => setItems([...initial]), [initial]);

  useEffect(
    () =>
      live.subscribe((raw) => {
        const frame = raw as { type?: unknown };
        if (frame.type !== 'chat') return;
        const { message } = frame as ChatFrame;
        setItems((current) => {
          const index = current.findIndex((item) => isOfConversation(message, item.job_id, item.candidate_id));
          if (index < 0) {
            void revalidator.revalidate();
            return current;
          }
          const item = current[index];
          const isOpen = openKey !== null && openKey.job_id === item.job_id && openKey.user_id === item.user_id;
          const mine = message.to_system === sideIn(me, item.candidate_id);
          const updated: ChatListItem = {
            ...item,
            content: message.content,
            kind: message.kind,
            contact_type: message.contact_type,
            create_time: message.create_time,
            cou: mine && !isOpen ? item.cou + 1 : isOpen ? 0 : item.cou,
          };
          return [updated, ...current.slice(0, index), ...current.slice(index + 1)];
        });
      }),
    [live.subscribe, me, openKey, revalidator],
  );

  if (items.length === 0) return <p className="mt-3 text-sm text-slate-700">{emptyText ?? t('chat.noChats')}</p>;
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => {
        const isOpen = openKey !== null && openKey.job_id === item.job_id && openKey.user_id === item.user_id;
        const unread = isOpen ? 0 : item.cou;
        const candidateSide = item.candidate_id === me;
        const preview = listPreview(item);
        return (
          <li key={`${item.job_id}-${item.user_id}`}>
            <Link
              to={hrefOf(item)}
              aria-current={isOpen ? 'page' : undefined}
              className={`flex gap-3 px-3 py-3 hover:bg-slate-50 ${isOpen ? 'bg-teal-50' : ''}`}
            >
              {candidateSide ? (
                <Logo url={item.logo_url} name={item.brand_name} size="size-10" />
              ) : (
                // The company's side talks to people: the candidate's face, not its own logo.
                <Avatar url={item.avatar_url} name={item.first_name} size="size-10" />
              )}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  {/* A long headline is cut, never the name after it. */}
                  <span className="flex min-w-0 font-semibold text-slate-900">
                    {item.headline_job && <span className="truncate">{item.headline_job}</span>}
                    {item.headline_job && item.first_name && <span className="shrink-0">&nbsp;·&nbsp;</span>}
                    <span className="shrink-0">
                      {item.first_name ||
                        (item.headline_job ? '' : candidateSide ? item.brand_name : t('chat.untitled'))}
                    </span>
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">{chatTime(item.create_time)}</span>
                </span>
                <span className="block truncate text-sm text-slate-700">
                  {candidateSide ? `${item.brand_name} · ${item.position}` : item.position}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-slate-600">
                    {preview ? t(preview.key, preview.values) : item.content}
                  </span>
                  {unread > 0 && (
                    <span className="shrink-0 rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
                      {formatBadge(unread)}
                      <span className="sr-only"> {t('chat.unread')}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
