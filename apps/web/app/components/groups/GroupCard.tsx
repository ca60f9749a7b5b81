import { formatDateTime, type GetGroupMembersData, type GroupItem } from '@jobbridge/shared';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { loginHref } from '../../lib/redirect';
import { useSite } from '../../lib/use-site';
import { Avatar } from '../layout/UserMenu';
import { useLogin } from '../login/login-context';
import { BusyButton } from '../ui/BusyButton';
import { Link } from '../ui/Link';
import { useToast } from '../ui/Toast';

const button = 'rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60';

/**
 * One group: name, type, city, date, member count, and Join or Quit. A
 * visitor's Join opens the sign-in (or, without script, the login page);
 * a member sees the members the server lists (loaded with the page).
 */
export function GroupCard({
  group,
  members,
  returnTo,
}: {
  group: GroupItem;
  members: GetGroupMembersData | null;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const { openLogin } = useLogin();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const headingId = `group-${group.group_id}`;

  const toggle = async () => {
    setBusy(true);
    const body = { group_id: group.group_id };
    const envelope = group.joined ? await browserApi.quitGroup(body) : await browserApi.joinGroup(body);
    setBusy(false);
    if (envelope.success) {
      // Counts, the button and the members list come back from the server.
      await revalidator.revalidate();
      return;
    }
    if (envelope.code === 4001) openLogin(returnTo);
    else toast.error(failureText(t, envelope));
  };

  return (
    <article
      aria-labelledby={headingId}
      data-group={group.group_id}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      {group.cover_url && <img src={group.cover_url} alt="" className="mb-4 h-32 w-full rounded-md object-cover" />}
      <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">{t(`groups.types.${group.type}`)}</p>
      <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900">
        {group.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{group.city || t('groups.online')}</p>
      {group.starts_at && (
        <p className="text-sm text-slate-700">
          <time dateTime={`${group.starts_at.replace(' ', 'T')}+08:00`}>
            {t('groups.startsAt', { date: formatDateTime(group.starts_at, locale) })}
          </time>
        </p>
      )}
      <p className="mt-3 flex-1 text-slate-700">{group.description}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">{t('groups.memberCount', { n: group.member_count })}</span>
        {group.joined && (
          <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900">
            {t('groups.joined')}
          </span>
        )}
        <span className="ml-auto">
          {user ? (
            <BusyButton
              type="button"
              busy={busy}
              onClick={toggle}
              aria-label={t(group.joined ? 'groups.quitNamed' : 'groups.joinNamed', { name: group.name })}
              className={
                group.joined
                  ? `${button} border border-slate-400 text-slate-800 hover:bg-slate-50`
                  : `${button} bg-teal-700 text-white hover:bg-teal-800`
              }
            >
              {group.joined ? t('groups.quit') : t('groups.join')}
            </BusyButton>
          ) : (
            <Link
              to={loginHref(returnTo)}
              onClick={(event) => {
                event.preventDefault();
                openLogin(returnTo);
              }}
              aria-label={t('groups.joinNamed', { name: group.name })}
              className={`${button} inline-block bg-teal-700 text-white hover:bg-teal-800`}
            >
              {t('groups.join')}
            </Link>
          )}
        </span>
      </div>
      {members && <GroupMembers name={group.name} members={members} />}
    </article>
  );
}

/** The members a member may see (first name, headline), and how many keep their profile private. */
function GroupMembers({ name, members }: { name: string; members: GetGroupMembersData }) {
  const { t } = useTranslation();
  return (
    <details className="mt-4 border-t border-slate-200 pt-3">
      <summary className="cursor-pointer text-sm font-semibold text-teal-800">{t('groups.showMembers')}</summary>
      <h3 className="sr-only">{t('groups.membersTitle', { name })}</h3>
      {members.list.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('groups.noMembers')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {members.list.map((member) => (
            <li key={member.user_id} className="flex items-center gap-2">
              <Avatar url={member.avatar_url} name={member.first_name ?? ''} size="size-8" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-900">{member.first_name}</span>
                {member.headline_job && (
                  <span className="block truncate text-xs text-slate-600">{member.headline_job}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {members.hidden > 0 && (
        <p className="mt-2 text-xs text-slate-600">{t('groups.hiddenMembers', { n: members.hidden })}</p>
      )}
    </details>
  );
}
