import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import type { WxBindStatus, WxQrcode } from '../../api/types';
import { primaryButton, secondaryButton } from '../../components/account/fields';
import { useLogin } from '../../components/login/login-context';
import { useToast } from '../../components/ui/Toast';
import { QrCode } from '../../components/wechat/QrCode';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { useSite } from '../../lib/use-site';
import { DEV_SCENE_STORAGE_KEY, effectiveWxStatus, isFinalWxStatus, WX_POLL_MS } from '../../lib/wx-bind';
import type { Route } from './+types/wxbind';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.wechat');

type Phase =
  | { kind: 'loading' }
  | { kind: 'bound'; nickname: string | null }
  | { kind: 'qr'; qr: WxQrcode; expiresAt: number }
  | { kind: 'error'; message: string };

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
  const { config } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [status, setStatus] = useState<WxBindStatus>('waiting');
  const [now, setNow] = useState(() => Date.now());
  const pendingScene = useRef<string | null>(null);

  const start = useCallback(async () => {
    setPhase({ kind: 'loading' });
    setStatus('waiting');
    const current = await browserApi.wxUser();
    if (current.success && current.data.bound) {
      setPhase({ kind: 'bound', nickname: current.data.nickname });
      return;
    }
    const envelope = await browserApi.wxQrcode();
    if (!envelope.success) {
      if (envelope.code === 4009) setPhase({ kind: 'bound', nickname: null });
      else setPhase({ kind: 'error', message: failureText(t, envelope) });
      return;
    }
    const qr = envelope.data;
    pendingScene.current = qr.scene;
    try {
      localStorage.setItem(DEV_SCENE_STORAGE_KEY, qr.scene);
    } catch {
      // storage blocked: the simulator then needs the scene typed in
    }
    setNow(Date.now());
    setPhase({ kind: 'qr', qr, expiresAt: Date.now() + Math.max(1, qr.expires_in) * 1000 });
  }, [t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start once.
  useEffect(() => {
    void start();
    // Leaving before the scan cancels the pending scene.
    return () => {
      const scene = pendingScene.current;
      if (scene) void browserApi.delUserTmp({ scene });
    };
  }, []);

  // Poll every 2 s while the code is live.
  const scene = phase.kind === 'qr' ? phase.qr.scene : null;
  const expiresAt = phase.kind === 'qr' ? phase.expiresAt : 0;
  const shown = scene ? effectiveWxStatus(status, expiresAt, now) : status;
  useEffect(() => {
    if (!scene || isFinalWxStatus(shown)) return;
    let stopped = false;
    const timer = setInterval(async () => {
      setNow(Date.now());
      const envelope = await browserApi.checkWxBind({ scene });
      if (stopped || !envelope.success) return;
      setStatus(envelope.data.status);
    }, WX_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [scene, shown]);

  // When it ends: bound → done (and the scene is used up); expired/failed keep the panel with a retry.
  useEffect(() => {
    if (!scene || !isFinalWxStatus(shown)) return;
    pendingScene.current = null;
    try {
      if (localStorage.getItem(DEV_SCENE_STORAGE_KEY) === scene) localStorage.removeItem(DEV_SCENE_STORAGE_KEY);
    } catch {
      // ignore
    }
    if (shown === 'bound') {
      toast.success(t('account.wechat.boundToast'));
      void revalidator.revalidate();
    }
  }, [scene, shown, t, toast, revalidator]);

  if (phase.kind === 'loading') {
    return <p className="text-slate-700">{t('account.wechat.loading')}</p>;
  }
  if (phase.kind === 'error') {
    return (
      <div>
        <p role="alert" className="text-red-800">
          {phase.message}
        </p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void start()}>
          {t('account.wechat.retry')}
        </button>
      </div>
    );
  }
  if (phase.kind === 'bound' || shown === 'bound') {
    const nickname = phase.kind === 'bound' ? phase.nickname : null;
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

  const { qr } = phase;
  const statusText = {
    waiting: t('account.wechat.statusWaiting'),
    scanned: t('account.wechat.statusScanned'),
    bound: t('account.wechat.bound'),
    expired: t('account.wechat.statusExpired'),
    failed: t('account.wechat.statusFailed'),
  }[shown];
  const live = !isFinalWxStatus(shown);
  const secondsLeft = Math.max(0, Math.ceil((phase.expiresAt - now) / 1000));
  return (
    <div className="flex flex-col items-center text-center">
      <div className={live ? '' : 'opacity-30'}>
        {qr.imageUrl ? (
          <img
            src={qr.imageUrl}
            alt={t('account.wechat.qrAlt')}
            width={200}
            height={200}
            className="rounded-md border border-slate-200"
          />
        ) : (
          <QrCode text={qr.url} label={t('account.wechat.qrAlt')} />
        )}
      </div>
      <p role="status" className={`mt-4 font-medium ${shown === 'failed' ? 'text-red-800' : 'text-slate-900'}`}>
        {statusText}
      </p>
      {live && (
        <p className="mt-1 text-sm text-slate-600">
          {t('account.wechat.expiresIn', {
            minutes: Math.floor(secondsLeft / 60),
            seconds: String(secondsLeft % 60).padStart(2, '0'),
          })}
        </p>
      )}
      {!live && (
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => void start()}>
          {t('account.wechat.newCode')}
        </button>
      )}
      {!qr.imageUrl && (
        <div className="mt-6 w-full rounded-md bg-slate-50 p-3 text-left text-sm text-slate-700">
          <p>{t('account.wechat.devNote')}</p>
          <p className="mt-1 break-all font-mono text-xs text-slate-600">{qr.url}</p>
          {config.site.dev_tools && (
            <Link
              to="/dev/wechat"
              target="_blank"
              className="mt-2 inline-block font-medium text-teal-800 hover:underline"
            >
              {t('account.wechat.openSimulator')}
              <span className="sr-only"> {t('common.opensNewWindow')}</span>
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
