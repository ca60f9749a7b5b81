import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadge } from '../../lib/badge';
import { useSite } from '../../lib/use-site';
import { CountBadge } from '../ui/CountBadge';
import { BellIcon, ChatIcon } from '../ui/icons';
import { Link } from '../ui/Link';
import { Popover } from '../ui/Popover';

// The popovers' lists load with their first opening (signed-in pages only need the badges at first).
const LatestNotifications = lazy(() => import('./HeaderPreviews').then((m) => ({ default: m.LatestNotifications })));
const LatestChats = lazy(() => import('./HeaderPreviews').then((m) => ({ default: m.LatestChats })));

const iconButton = 'relative rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/** System-message and chat popovers with their unread badges. */
export function MessageMenus() {
  const { t } = useTranslation();
  const { counts } = useSite();
  const system = formatBadge(counts.system);
  const chat = formatBadge(counts.chat);
  return (
    <>
      <Popover
        label={system ? t('header.notificationsUnread', { n: system }) : t('header.notifications')}
        trigger={
          <>
            <BellIcon />
            <CountBadge count={counts.system} className="top-0 right-0" />
          </>
        }
        triggerClassName={iconButton}
        widthClassName="w-80"
      >
        <PreviewHeading title={t('header.notifications')} unread={system} />
        <Suspense fallback={<Loading />}>
          <LatestNotifications />
        </Suspense>
        <Link to="/message#notifications" className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
          {t('messages.viewAll')}
        </Link>
      </Popover>
      <Popover
        label={chat ? t('header.chatsUnread', { n: chat }) : t('header.chats')}
        trigger={
          <>
            <ChatIcon />
            <CountBadge count={counts.chat} className="top-0 right-0" />
          </>
        }
        triggerClassName={iconButton}
        widthClassName="w-80"
      >
        <PreviewHeading title={t('header.chats')} unread={chat} />
        <Suspense fallback={<Loading />}>
          <LatestChats />
        </Suspense>
        <Link to="/message" className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
          {t('header.viewAllMessages')}
        </Link>
      </Popover>
    </>
  );
}

function PreviewHeading({ title, unread }: { title: string; unread: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-baseline justify-between gap-2">
      <h2 className="font-semibold">{title}</h2>
      <p className="text-xs text-slate-600">{unread ? t('header.unreadCount', { n: unread }) : t('header.noUnread')}</p>
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return <p className="mt-2 text-slate-600">{t('header.loading')}</p>;
}
