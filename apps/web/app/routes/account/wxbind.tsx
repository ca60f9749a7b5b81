import { useEffect, useState } from 'react';
import { Outlet, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { primaryButton, secondaryButton } from '../../components/account/fields';
import { useLogin } from '../../components/login/login-context';
import { Link } from '../../components/ui/Link';
import { useToast } from '../../components/ui/Toast';
import { useWxScene } from '../../components/wechat/use-wx-scene';
import { WxQrPanel } from '../../components/wechat/WxQrPanel';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/wxbind';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.wechat');

/**
 * /wxbind: bind WeChat to the signed-in account. Shows the QR code of
 * `wechat/wxQrcode` (drawn here from `url` when WeChat gives no image, as in
 * development) and asks `wechat/checkWxBind` every 2 s until it is bound,
 * expired or failed.
 */
export default function WxBind() {
  const { t } = useTranslation();
  const { user } = useSite();
  const { openLogin } = useLogin();
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('account.wechat.title')}</h1>
      <p className="mt-2 text-slate-700">{t('account.wechat.intro')}</p>
      <Outlet />
      <div className="mt-6 rounded-xl border border-slate-200 p-5 sm:p-6">
        {user ? (
          <BindPanel />
        ) : (
          <div>
            <p className="text-slate-700">{t('account.wechat.signInFirst')}</p>
            <button type="button" className={`${primaryButton} mt-4`} onClick={() => openLogin('/wxbind')}>
              {t('login.submit')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function BindPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const scene = useWxScene('bind');
  const [already, setAlready] = useState<{ nickname: string | null } | null>(null);
  const [checking, setChecking] = useState(true);
  const { start } = scene;

  // biome-ignore lint/correctness/useExhaustiveDependencies: start once.
  useEffect(() => {
    void (async () => {
      const current = await browserApi.wxUser();
      setChecking(false);
      if (current.success && current.data.bound) setAlready({ nickname: current.data.nickname });
      else await start();
    })();
  }, []);

  const { phase, status } = scene;
  const justBound = phase.kind === 'qr' && status === 'bound';
  useEffect(() => {
    if (!justBound) return;
    toast.success(t('account.wechat.boundToast'));
    void revalidator.revalidate();
  }, [justBound, t, toast, revalidator]);

  const alreadyBound = already ?? (phase.kind === 'error' && phase.envelope.code === 4009 ? { nickname: null } : null);
  if (alreadyBound || justBound) {
    const nickname = alreadyBound?.nickname ?? null;
    return (
      <div>
        <p className="font-semibold text-teal-900">
          {nickname ? t('account.wechat.boundAs', { name: nickname }) : t('account.wechat.bound')}
        </p>
        <p className="mt-2 text-slate-700">{t('account.wechat.boundText')}</p>
        <Link to="/setting#wechat" className={`${secondaryButton} mt-4`}>
          {t('account.wechat.manage')}
        </Link>
      </div>
    );
  }
  if (checking || phase.kind === 'idle' || phase.kind === 'loading') {
    return <p className="text-slate-700">{t('account.wechat.loading')}</p>;
  }
  if (phase.kind === 'error') {
    return (
      <div>
        <p role="alert" className="text-red-800">
          {failureText(t, phase.envelope)}
        </p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void start()}>
          {t('account.wechat.retry')}
        </button>
      </div>
    );
  }
  if (phase.kind !== 'qr') return null;
  const statusText = {
    waiting: t('account.wechat.statusWaiting'),
    scanned: t('account.wechat.statusScanned'),
    bound: t('account.wechat.bound'),
    expired: t('account.wechat.statusExpired'),
    failed: t('account.wechat.statusFailed'),
  }[status];
  return (
    <WxQrPanel
      qr={phase.qr}
      status={status}
      statusText={statusText}
      secondsLeft={scene.secondsLeft}
      onNewCode={() => void start()}
    />
  );
}
