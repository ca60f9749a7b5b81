import { useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { browserApi } from '../../api/browser';
import { AuthPage } from '../../components/account/AuthPage';
import { FormAlert, primaryButton, secondaryButton } from '../../components/account/fields';
import { LoginForm } from '../../components/login/LoginForm';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { displayName } from '../../lib/site-data';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import type { Route } from './+types/bind';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'account.bind'),
  { name: 'robots', content: 'noindex' },
];

/** A scene is `bind_` + hex in this server; accept any short token. */
const SCENE = /^[\w-]{1,64}$/;

/**
 * /bind?scene=<scene>: a WeChat account that is not bound yet scanned a code;
 * sign in (or be signed in) and bind it to this account (`account/bindUser`).
 */
export default function Bind() {
  const { t } = useTranslation();
  const { user } = useSite();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const scene = params.get('scene') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!SCENE.test(scene)) {
    return (
      <AuthPage title={t('account.bind.title')}>
        <p className="text-slate-700">{t('account.bind.noScene')}</p>
        <Link to="/wxbind" className={`${primaryButton} mt-4`}>
          {t('account.wechat.bindLink')}
        </Link>
      </AuthPage>
    );
  }

  const bind = async () => {
    setFailure(null);
    setBusy(true);
    const envelope = await browserApi.bindUser({ scene });
    setBusy(false);
    if (envelope.success) {
      storeUserCookie(envelope.data);
      toast.success(t('account.wechat.boundToast'));
      await revalidator.revalidate();
      await navigate('/setting#wechat');
      return;
    }
    setFailure(failureText(t, envelope, { 4004: t('account.bind.expired'), 4009: t('account.bind.taken') }));
  };
  const cancel = async () => {
    await browserApi.delUserTmp({ scene });
    await navigate('/');
  };

  return (
    <AuthPage title={t('account.bind.title')} intro={t('account.bind.intro')}>
      {user ? (
        <div className="space-y-4">
          <p className="text-slate-700">
            {t('account.bind.confirm', { name: displayName(user) || t('header.account') })}
          </p>
          <FormAlert>{failure}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              aria-busy={busy || undefined}
              className={primaryButton}
              onClick={() => void bind()}
            >
              {t('account.bind.submit')}
            </button>
            <button type="button" className={secondaryButton} onClick={() => void cancel()}>
              {t('account.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t('account.bind.signIn')}</p>
          <LoginForm
            wechat={false}
            redirect={`/bind?scene=${encodeURIComponent(scene)}`}
            onSignedIn={async (signedIn) => {
              storeUserCookie(signedIn);
              await revalidator.revalidate();
            }}
          />
        </>
      )}
    </AuthPage>
  );
}
