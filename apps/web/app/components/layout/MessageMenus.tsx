import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadge } from '../../lib/badge';
import { useSite } from '../../lib/use-site';
import { CountBadge } from '../ui/CountBadge';
import { BellIcon, ChatIcon } from '../ui/icons';
import { Popover } from '../ui/Popover';

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
      >
        <h2 className="font-semibold">{t('header.notifications')}</h2>
        <p className="mt-2 text-slate-700">{system ? t('header.unreadCount', { n: system }) : t('header.noUnread')}</p>
        <Link to="/message" className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
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
      >
        <h2 className="font-semibold">{t('header.chats')}</h2>
        <p className="mt-2 text-slate-700">{chat ? t('header.unreadCount', { n: chat }) : t('header.noUnread')}</p>
        <Link to="/message" className="mt-3 inline-block font-semibold text-teal-800 hover:underline">
          {t('header.viewAllMessages')}
        </Link>
      </Popover>
    </>
  );
}
