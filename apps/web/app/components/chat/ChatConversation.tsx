import {
  CHAT_BLOCKED_KEY,
  type ChatAckFrame,
  type ChatErrorFrame,
  type ChatFrame,
  type ChatMessageItem,
  type ChatReadFrame,
  type ChatSide,
  type ChatUpdateFrame,
  ERROR_CODES,
  formatCreateTime,
  type PresenceFrame,
  type PresenceWatchFrame,
} from '@jobbridge/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import {
  applyReadFrame,
  type ChatLine,
  chatTime,
  isOfConversation,
  mergeLines,
  newClientId,
  updateLines,
  withSeparators,
} from '../../lib/chat';
import { useSite } from '../../lib/use-site';
import { useLive } from '../live/LiveProvider';
import { BusyButton } from '../ui/BusyButton';
import { Link } from '../ui/Link';
import { ChatActions, type OwnContacts } from './ChatActions';
import { ChatCard, isActionCard } from './ChatCards';
import { ChatComposer } from './ChatComposer';
import { ChatSafety } from './ChatSafety';

/** What the dialog's header shows of the job (spec section 2 "Chat dialog"). */
export interface ChatJob {
  job_id: number;
  position: string;
  brand: string;
  /** "30K-50K" by the shared salary rule; null when not stated. */
  salary: string | null;
  city: string;
}

export interface ChatCounterpart {
  user_id: number;
  first_name: string;
  headline_job: string | null;
}

type Frame =
  | ChatFrame
  | ChatUpdateFrame
  | ChatReadFrame
  | ChatAckFrame
  | ChatErrorFrame
  | PresenceFrame
  | { type?: unknown };

/**
 * One conversation (spec section 4 "Chat"): opening it marks its messages
 * read; a message from the other side arriving here is appended and marked
 * read; a `read` frame turns the own messages' icons to read. Sending goes
 * over the live connection with a client id, so a message typed while
 * offline waits in the connection's queue and is stored once; its line
 * shows pending until the server's acknowledgement, or the reason it failed
 * with the text kept. After a reconnection the dialog fetches what it missed.
 */
export function ChatConversation({
  me,
  candidateId,
  counterpart,
  job,
  initial,
  hasEarlier: initialHasEarlier = false,
  blockedByOther,
  blockedByMe,
  ownContacts,
}: {
  me: number;
  candidateId: number;
  counterpart: ChatCounterpart;
  job: ChatJob;
  initial: readonly ChatMessageItem[];
  /** Older messages than `initial` exist on the server (getChatMessages' has_earlier). */
  hasEarlier?: boolean;
  blockedByOther: boolean;
  blockedByMe: boolean;
  /** The session user's own WeChat ID and phone (getChatMessages' own_contacts). */
  ownContacts: OwnContacts;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const live = useLive();
  const side: ChatSide = me === candidateId ? 'candidate' : 'recruiter';
  const [lines, setLines] = useState<ChatLine[]>(() => mergeLines([], initial));
  const [own, setOwn] = useState<OwnContacts>(ownContacts);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const scroller = useRef<HTMLDivElement>(null);

  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const markRead = useCallback(
    async () =>
      await browserApi.readChatMessages({ to_user_id: me, from_user_id: counterpart.user_id, job_id: job.job_id }),
    [me, counterpart.user_id, job.job_id],
  );

  // Opening the conversation marks it read. The unread counts (the header's chat badge, the HR
  // system's Conversations badge) come from the loaders, which ran before: once messages were marked
  // read they reload. A message arriving while the conversation is open is marked read below, and the
  // live connection reloads the counts after it.
  useEffect(() => {
    void markRead().then((envelope) => {
      if (envelope.success && envelope.data.read > 0) void revalidate.current();
    });
  }, [markRead]);

  // Whether the other party is online: asked whenever the connection (re)opens, then pushed on change.
  const [online, setOnline] = useState<boolean | null>(null);
  const { send: sendFrame, status: liveStatus } = live;
  useEffect(() => {
    if (liveStatus !== 'open' && liveStatus !== 'reconnected') return;
    const watch: PresenceWatchFrame = { type: 'presence_watch', user_id: counterpart.user_id, job_id: job.job_id };
    sendFrame(watch);
  }, [liveStatus, sendFrame, counterpart.user_id, job.job_id]);

  // Frames of the live connection.
  useEffect(
    () =>
      live.subscribe((raw) => {
        const frame = raw as Frame;
        if (frame.type === 'chat') {
          const { message } = frame as ChatFrame;
          if (!isOfConversation(message, job.job_id, candidateId)) return;
          setLines((current) => mergeLines(current, [message]));
          if (message.to_system === side && message.unread) void markRead();
        } else if (frame.type === 'chat_update') {
          const { message } = frame as ChatUpdateFrame;
          if (isOfConversation(message, job.job_id, candidateId)) setLines((current) => updateLines(current, message));
        } else if (frame.type === 'chat_ack') {
          const { message } = frame as ChatAckFrame;
          if (isOfConversation(message, job.job_id, candidateId)) setLines((current) => mergeLines(current, [message]));
        } else if (frame.type === 'chat_error') {
          const error = frame as ChatErrorFrame;
          // Refused because the other side blocked the conversation: the page's data says so once reloaded.
          if (error.key === CHAT_BLOCKED_KEY) void revalidate.current();
          setLines((current) =>
            current.map((line) =>
              line.state !== 'sent' && line.client_id === error.client_id
                ? { ...line, state: 'failed', error: t(error.key) }
                : line,
            ),
          );
        } else if (frame.type === 'presence') {
          const presence = frame as PresenceFrame;
          if (presence.user_id === counterpart.user_id) setOnline(presence.online);
        } else if (frame.type === 'read') {
          const read = frame as ChatReadFrame;
          if (read.job_id === job.job_id && read.candidate_id === candidateId)
            setLines((current) => applyReadFrame(current, read));
        }
      }),
    [live.subscribe, job.job_id, candidateId, side, markRead, t, counterpart.user_id],
  );

  // Back from a lost connection: fetch what came meanwhile.
  useEffect(() => {
    if (live.status !== 'reconnected') return;
    const last = linesRef.current.filter((line) => line.state === 'sent').at(-1)?.message_id;
    void browserApi
      .getChatMessages({
        from_user_id: me,
        to_user_id: counterpart.user_id,
        job_id: job.job_id,
        ...(last ? { after_id: last } : {}),
      })
      .then((envelope) => {
        if (envelope.success) setLines((current) => mergeLines(current, envelope.data.list));
      });
  }, [live.status, me, counterpart.user_id, job.job_id]);

  // Paging back: the last messages before the first one held, keeping the reader's place.
  const [hasEarlier, setHasEarlier] = useState(initialHasEarlier);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const keptHeight = useRef<number | null>(null);
  async function showEarlier() {
    const first = linesRef.current.find((line) => line.state === 'sent')?.message_id;
    if (!first) return;
    setLoadingEarlier(true);
    const envelope = await browserApi.getChatMessages({
      from_user_id: me,
      to_user_id: counterpart.user_id,
      job_id: job.job_id,
      before_id: first,
    });
    setLoadingEarlier(false);
    if (!envelope.success) return;
    keptHeight.current = scroller.current?.scrollHeight ?? null;
    setHasEarlier(envelope.data.has_earlier);
    setLines((current) => mergeLines(current, envelope.data.list));
  }

  // The newest message in view when one is added at the end, scrolling the conversation only (not
  // the page); older ones added at the top leave the reader where they were.
  const lastKey = lines.at(-1)?.client_id ?? lines.at(-1)?.message_id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line is added.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (keptHeight.current !== null) {
      element.scrollTop += element.scrollHeight - keptHeight.current;
      keptHeight.current = null;
      return;
    }
    element.scrollTop = element.scrollHeight;
  }, [lines.length, lastKey]);

  function send(text: string): boolean {
    const client_id = newClientId();
    const line: ChatLine = {
      message_id: -Date.now(),
      from_user_id: me,
      to_user_id: counterpart.user_id,
      to_system: side === 'candidate' ? 'recruiter' : 'candidate',
      job_id: job.job_id,
      kind: 'text',
      content: text,
      unread: 1,
      client_id,
      create_time: formatCreateTime(new Date()),
      action_state: null,
      contact_type: null,
      answered_by: null,
      contacts: null,
      state: 'pending',
    };
    setLines((current) => [...current, line]);
    deliver(client_id, text);
    return true;
  }

  /** Over the live connection (queued while it is down); by the API when the tab has none. */
  function deliver(client_id: string, content: string) {
    const body = { client_id, to_user_id: counterpart.user_id, job_id: job.job_id, content };
    if (live.status !== null && live.status !== 'ended') {
      live.send({ type: 'chat_send', ...body });
      return;
    }
    void browserApi.sendChatMessage(body).then((envelope) => {
      if (envelope.success) {
        setLines((current) => mergeLines(current, [envelope.data]));
        return;
      }
      // Refused as not allowed (the other side blocked the conversation): the page's data says why once
      // reloaded, as on the live connection (chat_error).
      if (envelope.code === ERROR_CODES.forbidden) void revalidate.current();
      setLines((current) =>
        current.map((one) => (one.client_id === client_id ? { ...one, state: 'failed', error: envelope.msg } : one)),
      );
    });
  }

  function retry(line: ChatLine) {
    if (!line.client_id) return;
    setLines((current) =>
      current.map((one) => (one.client_id === line.client_id ? { ...one, state: 'pending', error: undefined } : one)),
    );
    deliver(line.client_id, line.content);
  }

  /** Cards stored or answered here: added, or put in their new state. */
  const stored = (messages: ChatMessageItem[]) =>
    setLines((current) => messages.reduce((all, message) => updateLines(all, message), current));

  const yesterday = t('chat.yesterday');
  const rows = withSeparators(lines, locale, yesterday);
  const title = [counterpart.headline_job, counterpart.first_name].filter(Boolean).join(' · ');

  return (
    <section
      aria-labelledby="chat-title"
      className="flex min-h-[28rem] flex-col rounded-lg border border-slate-200 bg-white"
    >
      <header className="border-b border-slate-200 px-4 py-3">
        <h2 id="chat-title" className="font-semibold text-slate-900">
          {title || t('chat.untitled')}
        </h2>
        {online !== null && (
          <p className="flex items-center gap-1.5 text-xs text-slate-700" data-presence={online ? 'online' : 'offline'}>
            <span aria-hidden="true" className={`size-2 rounded-full ${online ? 'bg-green-600' : 'bg-slate-400'}`} />
            {online ? t('chat.online') : t('chat.offline')}
          </p>
        )}
        {/* The company's own people know whose job it is; the candidate is told which company. */}
        {side === 'candidate' && <p className="text-sm text-slate-700">{job.brand}</p>}
        <Link
          to={`/jobs/${job.job_id}`}
          className="mt-1 inline-block text-sm font-semibold text-teal-800 hover:underline"
        >
          {job.position}
          {job.salary && <span className="font-normal text-slate-700"> · {job.salary}</span>}
          {job.city && <span className="font-normal text-slate-700"> · {job.city}</span>}
        </Link>
        <ChatSafety counterpartId={counterpart.user_id} jobId={job.job_id} blockedByMe={blockedByMe} />
      </header>
      <div
        ref={scroller}
        role="log"
        aria-label={t('chat.messages')}
        className="max-h-[60vh] flex-1 overflow-y-auto px-4 py-3"
      >
        {hasEarlier && (
          <p className="mb-2 text-center">
            <BusyButton
              type="button"
              onClick={showEarlier}
              busy={loadingEarlier}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-teal-800 hover:bg-slate-50"
            >
              {loadingEarlier ? t('chat.loadingEarlier') : t('chat.showEarlier')}
            </BusyButton>
          </p>
        )}
        <ol className="space-y-2">
          {rows.map((row) =>
            row.kind === 'separator' ? (
              <li key={row.key} className="py-1 text-center text-xs text-slate-600">
                <time dateTime={row.dateTime}>{row.label}</time>
              </li>
            ) : isActionCard(row.line.kind) ? (
              <ChatCard
                key={row.line.message_id}
                message={row.line}
                side={side}
                position={job.position}
                own={own}
                onOwnChange={setOwn}
                onStored={stored}
              />
            ) : (
              <ChatBubble
                key={row.line.client_id ?? row.line.message_id}
                line={row.line}
                mine={row.line.from_user_id === me}
                job={job}
                // A blocked conversation refuses a retry too: the reason stays, the button goes.
                onRetry={blockedByOther ? undefined : retry}
              />
            ),
          )}
        </ol>
      </div>
      {blockedByOther && (
        <p role="status" className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          {t('server.chat.blocked')}
        </p>
      )}
      {!blockedByOther && lines.some((line) => line.state === 'sent') && (
        <ChatActions
          side={side}
          counterpartId={counterpart.user_id}
          jobId={job.job_id}
          lines={lines.filter((line) => line.state === 'sent')}
          own={own}
          onOwnChange={setOwn}
          onStored={stored}
        />
      )}
      {/* Kept in place when the conversation is blocked, so a draft typed before it stays visible. */}
      <ChatComposer side={side} onSend={send} closed={blockedByOther} />
    </section>
  );
}

function ChatBubble({
  line,
  mine,
  job,
  onRetry,
}: {
  line: ChatLine;
  mine: boolean;
  job: ChatJob;
  /** Absent when sending again cannot succeed (the conversation is blocked). */
  onRetry?: (line: ChatLine) => void;
}) {
  const { t } = useTranslation();
  if (line.kind === 'job_card') {
    return (
      <li className="mx-auto max-w-sm rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-sm">
        <p className="text-xs text-teal-900">{t('chat.aboutJob')}</p>
        <Link to={`/jobs/${job.job_id}`} className="font-semibold text-teal-900 hover:underline">
          {job.position}
        </Link>
        <p className="text-slate-700">{[job.brand, job.salary, job.city].filter(Boolean).join(' · ')}</p>
      </li>
    );
  }
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`max-w-[80%] ${mine ? 'text-right' : ''}`}>
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-left ${
            mine ? 'bg-teal-700 text-white' : 'bg-slate-100 text-slate-900'
          }`}
        >
          {line.content}
        </p>
        {mine && (
          <p className="mt-0.5 text-xs text-slate-600">
            {line.state === 'pending' && t('chat.sending')}
            {line.state === 'failed' && (
              <span className="text-red-700">
                {line.error}
                {onRetry && (
                  <>
                    {' '}
                    <button type="button" className="font-semibold underline" onClick={() => onRetry(line)}>
                      {t('chat.retry')}
                    </button>
                  </>
                )}
              </span>
            )}
            {line.state === 'sent' && (
              <span data-read={line.unread ? 'unread' : 'read'}>
                <span aria-hidden="true">{line.unread ? '✓' : '✓✓'}</span>{' '}
                {line.unread ? t('chat.unread') : t('chat.read')}
              </span>
            )}
          </p>
        )}
      </div>
    </li>
  );
}

/** The time of a list item or message, as the spec shows it. */
export function useChatTime() {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (createTime: string) => chatTime(createTime, locale, t('chat.yesterday'));
}
