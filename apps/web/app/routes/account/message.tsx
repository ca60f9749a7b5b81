import { MAX_PAGE } from '@jobbridge/shared';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { redirect, useRevalidator, useSearchParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { EmptyState } from '../../components/candidate/parts';
import { ChatConversation, useChatTime } from '../../components/chat/ChatConversation';
import { ChatList } from '../../components/chat/ChatList';
import { Link } from '../../components/ui/Link';
import { Pagination } from '../../components/ui/Pagination';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { hasJobDetail, type SystemMessageLine, toSystemMessage } from '../../lib/messages';
import { openConversation } from '../../lib/open-chat';
import { getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { readPage } from '../../lib/search-url';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/message';

/** loginRequired: visitors are sent to /login?redirect=<this page>. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/**
 * /message: the user's conversations and system messages. The chat list
 * (getAllChatMessages) comes first; `?job_id=` opens the conversation about
 * a job (from a job page: with its recruiter; `&with=` names the
 * counterpart, as the list's links do). System messages follow, newest
 * first (`?page=`); opening an unread one marks it read (spec section 4),
 * as does naming it in the address (`?message=`, the header's list),
 * which reloads the list and the header's badge. Each part fails on its own.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const page = Math.min(readPage(url.searchParams.get('page')), MAX_PAGE);
  const user = await getSessionUser(context);
  const [system, chats, open] = await Promise.all([
    api.getSysMessages({ page }),
    api.getAllChatMessages({}),
    user ? openConversation(context, user.user_id, url.searchParams) : null,
  ]);
  const chatList = chats.success ? chats.data.list : null;
  const base = { me: user?.user_id ?? 0, chatList, open };
  if (!system.success) return { ...base, failed: true as const, page, totalPages: 0, total: 0, list: [] };
  const { list, total, size } = system.data;
  const totalPages = Math.ceil(total / size);
  // Past the last page (an old or edited link): the last page.
  if (list.length === 0 && page > 1) throw redirect(totalPages > 1 ? `/message?page=${totalPages}` : '/message');
  return { ...base, failed: false as const, page, total, totalPages, list: list.map(toSystemMessage) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'messages'),
  { name: 'robots', content: 'noindex' },
];

/** One system message: a disclosure (works without JavaScript); opening an unread one marks it read. */
function SystemMessage({
  message,
  onOpen,
  opened = false,
}: {
  message: SystemMessageLine;
  onOpen: (id: number) => void;
  /** Asked for by the address (?message=, from the header's list): shown open, and marked read. */
  opened?: boolean;
}) {
  const { t } = useTranslation();
  const chatTime = useChatTime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the message the address names.
  useEffect(() => {
    if (opened && message.unread) onOpen(message.message_id);
  }, [opened]);
  const toggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && message.unread) onOpen(message.message_id);
  };
  return (
    <li id={`message-${message.message_id}`}>
      <details
        open={opened || undefined}
        onToggle={toggle}
        className={`group rounded-lg border bg-white ${message.unread ? 'border-teal-600' : 'border-slate-200'}`}
      >
        <summary className="flex cursor-pointer list-none items-start gap-3 rounded-lg px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className={`mt-2 size-2.5 shrink-0 rounded-full ${message.unread ? 'bg-teal-700' : 'bg-transparent'}`}
          />
          <span className="min-w-0 flex-1">
            <span className={`block break-words text-slate-900 ${message.unread ? 'font-semibold' : 'font-medium'}`}>
              {message.title || t('messages.untitled')}
              {message.unread && (
                <span className="sr-only">{t('common.srAside', { detail: t('messages.unread') })}</span>
              )}
            </span>
            <time dateTime={message.dateTime} className="mt-0.5 block text-sm text-slate-600" suppressHydrationWarning>
              {chatTime(message.create_time)}
            </time>
          </span>
          <span aria-hidden="true" className="mt-1 shrink-0 text-slate-500 transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="border-t border-slate-100 px-4 py-3 sm:pl-9">
          <p className="break-words text-slate-800">{message.content}</p>
          {hasJobDetail(message) && (
            <Link
              to={`/jobs/${message.job_id}`}
              className="mt-3 inline-flex items-center rounded-md border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
            >
              {t('messages.viewJob')}
              <span className="sr-only">
                {t('common.srDetail', { detail: message.title || t('messages.untitled') })}
              </span>
            </Link>
          )}
        </div>
      </details>
    </li>
  );
}

function SystemMessages({ loaderData }: { loaderData: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation();
  const { counts } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  const asked = Number(searchParams.get('message'));
  /** Messages marked read here, shown read before the list reloads. */
  const [read, setRead] = useState<ReadonlySet<number>>(new Set());
  const open = async (id: number) => {
    if (read.has(id)) return;
    setRead((ids) => new Set(ids).add(id));
    const envelope = await browserApi.updateMessage({ message_id: id, unread: 0 });
    if (!envelope.success) {
      setRead((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
      toast.error(failureText(t, envelope));
      return;
    }
    // Reloads this list and the root's counts (the header's badge).
    await revalidator.revalidate();
  };
  const list = loaderData.list.map((message) =>
    read.has(message.message_id) ? { ...message, unread: false } : message,
  );

  return (
    <section id="notifications" aria-labelledby="system-messages-title" className="mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="system-messages-title" className="text-xl font-semibold text-slate-900">
          {t('messages.systemTitle')}
        </h2>
        {!loaderData.failed && loaderData.total > 0 && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {counts.system > 0 ? t('messages.unreadCount', { n: counts.system }) : t('messages.allRead')}
          </p>
        )}
      </div>
      <p className="mt-1 text-slate-700">{t('messages.systemIntro')}</p>
      <div className="mt-4">
        {loaderData.failed ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {t('messages.loadFailed')}
          </p>
        ) : list.length === 0 ? (
          <EmptyState
            action={
              <Link to="/jobs" className="font-semibold text-teal-800 hover:underline">
                {t('jobTracker.browseJobs')}
              </Link>
            }
          >
            {t('messages.empty')}
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {list.map((message) => (
              <SystemMessage
                key={message.message_id}
                message={message}
                opened={message.message_id === asked}
                onOpen={(id) => void open(id)}
              />
            ))}
          </ul>
        )}
      </div>
      <Pagination page={loaderData.page} totalPages={loaderData.totalPages} />
    </section>
  );
}

export default function Message({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { me, chatList, open } = loaderData;
  const openItem =
    open && open.problem === null
      ? (chatList?.find((item) => item.job_id === open.job.job_id && item.user_id === open.counterpart.user_id) ?? null)
      : null;
  // The list names the counterpart when the job page did not (a candidate writing to a company's other member).
  const counterpart =
    open && open.problem === null && openItem && !open.counterpart.first_name
      ? { ...open.counterpart, first_name: openItem.first_name, headline_job: openItem.headline_job }
      : open?.problem === null
        ? open.counterpart
        : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('messages.title')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="chats-title" className={open ? 'hidden lg:block' : ''}>
          <h2 id="chats-title" className="text-xl font-semibold text-slate-900">
            {t('chat.listTitle')}
          </h2>
          {chatList === null ? (
            <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {t('chat.loadFailed')}
            </p>
          ) : (
            <ChatList
              me={me}
              initial={chatList}
              openKey={open?.problem === null ? { job_id: open.job.job_id, user_id: open.counterpart.user_id } : null}
            />
          )}
        </section>
        <div>
          {open && (
            <Link
              to="/message"
              className="mb-3 inline-block text-sm font-semibold text-teal-800 hover:underline lg:hidden"
            >
              ← {t('chat.backToList')}
            </Link>
          )}
          {open === null ? (
            <p className="hidden rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 lg:block">
              {t('chat.choose')}
            </p>
          ) : open.problem !== null || !counterpart ? (
            <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              {t(open.problem === 'noRecruiter' ? 'chat.noRecruiter' : 'chat.notFound')}
            </p>
          ) : (
            <ChatConversation
              key={`${open.job.job_id}-${counterpart.user_id}`}
              me={me}
              candidateId={open.candidateId}
              counterpart={counterpart}
              job={open.job}
              initial={open.list}
              hasEarlier={open.hasEarlier}
              blockedByOther={open.blockedByOther}
              blockedByMe={open.blockedByMe}
              ownContacts={open.ownContacts}
            />
          )}
        </div>
      </div>
      <SystemMessages loaderData={loaderData} />
    </div>
  );
}
