import type { GetMyInviteData } from '@jobbridge/shared';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';

/**
 * The user's invite code and link to share (issue: invitations): a friend who
 * opens the link and then signs up has the code applied at their first
 * sign-in (spec section 4); the count says how many joined that way.
 */
export function InviteFriends({ invite }: { invite: GetMyInviteData }) {
  const { t } = useTranslation();
  const { origin } = useSite();
  const link = `${origin}${invite.path}`;
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{t('account.invite.intro')}</p>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="font-medium text-slate-800">{t('account.invite.code')}</dt>
        <dd className="font-mono text-lg tracking-wider text-slate-900">{invite.code}</dd>
        <dt className="font-medium text-slate-800">{t('account.invite.link')}</dt>
        <dd className="break-all">
          <a href={link} className="text-teal-800 underline">
            {link}
          </a>
        </dd>
        <dt className="font-medium text-slate-800">{t('account.invite.joinedLabel')}</dt>
        <dd className="text-slate-900">{t('account.invite.joined', { count: invite.joined })}</dd>
      </dl>
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded-md border border-teal-700 px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
      >
        {t('account.invite.copy')}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'ok' && t('account.invite.copied')}
        {copied === 'failed' && t('account.invite.copyFailed')}
      </p>
    </div>
  );
}
