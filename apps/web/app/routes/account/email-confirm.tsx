import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { CheckIcon } from '../../components/ui/icons';
import { Link } from '../../components/ui/Link';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import type { Route } from './+types/email-confirm';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'account.confirm'),
  { name: 'robots', content: 'noindex' },
];

type State = 'pending' | 'confirmed' | 'expired' | 'failed';

/** Links carry a UUID; anything else is not worth asking the server about. */
const LINK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /email/confirm/:uuid — the link of the verification e-mail. The link is
 * used from the browser (not by the server render), so mail scanners that
 * fetch links do not spend it.
 */
export default function EmailConfirm({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSite();
  const revalidator = useRevalidator();
  const uuid = LINK_ID.test(params.uuid ?? '') ? (params.uuid as string) : '';
  const [state, setState] = useState<State>(uuid ? 'pending' : 'failed');
  const [email, setEmail] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: confirm once per link.
  useEffect(() => {
    if (!uuid || started.current) return;
    started.current = true;
    void browserApi.confirmEmail({ uuid }).then(async (envelope) => {
      if (envelope.success) {
        setEmail(envelope.data.email);
        setState('confirmed');
        if (user && user.user_id === envelope.data.user_id) {
          storeUserCookie(envelope.data);
          await revalidator.revalidate();
        }
      } else {
        setState(envelope.code === 4004 ? 'expired' : 'failed');
      }
      heading.current?.focus();
    });
  }, [uuid]);

  const title = {
    pending: t('account.confirm.pending'),
    confirmed: t('account.confirm.confirmed'),
    expired: t('account.confirm.expired'),
    failed: t('account.confirm.failed'),
  }[state];

  return (
    <div className="mx-auto max-w-md px-4 py-12 text-center sm:py-20">
      {state === 'confirmed' && (
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-teal-100 text-teal-800">
          <CheckIcon className="size-8" />
        </span>
      )}
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
        {title}
      </h1>
      {state === 'confirmed' && (
        <p className="mt-3 text-slate-700">
          {email ? t('account.confirm.confirmedText', { email }) : t('account.confirm.confirmedTextNoEmail')}
        </p>
      )}
      {(state === 'expired' || state === 'failed') && (
        <p className="mt-3 text-slate-700">{t('account.confirm.retryText')}</p>
      )}
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        {state === 'confirmed' ? (
          <Link
            to={user ? '/jobs' : '/login'}
            className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {user ? t('account.confirm.findJobs') : t('login.submit')}
          </Link>
        ) : state !== 'pending' ? (
          <Link
            to={user ? '/emailcheck' : '/login?redirect=%2Femailcheck'}
            className="rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {t('account.confirm.sendAgain')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
