import { LIVE_REFRESH_DELAY_MS, TOAST_MS } from '@jobbridge/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { LiveConnection, type LiveStatus, liveUrl } from '../../lib/live/connection';

export interface LiveApi {
  /** null when no user is signed in. */
  status: LiveStatus | null;
  /** Sends a JSON frame, or queues it while the connection is down. */
  send: (frame: unknown) => void;
  /** Listens to the server's frames; answers the function that stops listening. */
  subscribe: (listener: (message: unknown) => void) => () => void;
}

const LiveContext = createContext<LiveApi>({ status: null, send: () => undefined, subscribe: () => () => undefined });

/**
 * The tab's live connection for the signed-in user (spec section 4), for the
 * site shell and the HR system alike: opened when `userId` is set, stopped
 * with the logout notice when it is cleared. A lost connection shows a lasting
 * notice until it is back; its return shows a notice for TOAST_MS. The two
 * live regions exist before any notice, so screen readers announce them.
 */
export function LiveProvider({ userId, children }: { userId: number | null; children: ReactNode }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LiveStatus | null>(null);
  const [showReconnected, setShowReconnected] = useState(false);
  const connection = useRef<LiveConnection | null>(null);
  const listeners = useRef(new Set<(message: unknown) => void>());
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (userId === null) return;
    const live = new LiveConnection({
      url: liveUrl(window.location.origin, userId),
      onStatus: setStatus,
      onMessage: (message) => {
        for (const listener of listeners.current) listener(message);
        if (changesCounts(message, userId)) scheduleRefresh();
      },
    });
    // A new system message or someone's chat message: the page's data (the header's badges, the
    // lists) reload once, shortly after, so a burst is one reload and an open chat has marked it read.
    let refresh: ReturnType<typeof setTimeout> | null = null;
    const scheduleRefresh = () => {
      if (refresh) return;
      refresh = setTimeout(() => {
        refresh = null;
        void revalidate.current();
      }, LIVE_REFRESH_DELAY_MS);
    };
    connection.current = live;
    live.start();
    // Back online, or back to this tab after sleep: check now rather than at the next heartbeat.
    const check = () => live.check();
    const onVisible = () => {
      if (document.visibilityState === 'visible') live.check();
    };
    window.addEventListener('online', check);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      if (refresh) clearTimeout(refresh);
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', onVisible);
      live.stop();
      connection.current = null;
      setStatus(null);
    };
  }, [userId]);

  useEffect(() => {
    if (status !== 'reconnected') return;
    setShowReconnected(true);
    const timer = setTimeout(() => setShowReconnected(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const send = useCallback((frame: unknown) => connection.current?.send(frame), []);
  const subscribe = useCallback((listener: (message: unknown) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const api = useMemo<LiveApi>(() => ({ status, send, subscribe }), [status, send, subscribe]);

  return (
    <LiveContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-3">
        <div role="alert" className="flex w-full justify-center">
          {status === 'disconnected' && (
            <p
              data-testid="live-disconnected"
              data-live-notice=""
              className="pointer-events-auto w-full max-w-md rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 shadow-lg"
            >
              {t('live.disconnected')} <span className="text-red-800">{t('live.retrying')}</span>
            </p>
          )}
        </div>
        <div role="status" className="flex w-full justify-center">
          {showReconnected && status === 'reconnected' && (
            <p
              data-testid="live-reconnected"
              data-live-notice=""
              className="pointer-events-auto w-full max-w-md rounded-lg border-l-4 border-teal-700 bg-teal-50 px-4 py-3 text-sm text-teal-950 shadow-lg"
            >
              {t('live.reconnected')}
            </p>
          )}
        </div>
      </div>
    </LiveContext.Provider>
  );
}

/** Whether a frame changes what the header counts: a system message, or a chat message from someone else. */
function changesCounts(message: unknown, userId: number): boolean {
  if (!message || typeof message !== 'object') return false;
  const frame = message as { type?: unknown; message?: { from_user_id?: unknown } };
  if (frame.type === 'system_message') return true;
  return frame.type === 'chat' && frame.message?.from_user_id !== userId;
}

/** The tab's live connection (a no-op without a signed-in user). */
export const useLive = () => useContext(LiveContext);
