import type { UserInfo } from '@jobbridge/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { FormAlert, linkButton, primaryButton, secondaryButton } from '../account/fields';
import { Link } from '../ui/Link';
import { useWxScene } from '../wechat/use-wx-scene';
import { WxQrPanel } from '../wechat/WxQrPanel';

/**
 * Sign-in by WeChat scan: a sign-in QR code (`wechat/wxQrcode` purpose
 * login), polled with `wechat/checkWxBind`. A WeChat account bound to a user
 * makes it `bound`, and `wechat/wxLogin` takes the session. An account bound
 * to nobody makes it `scanned`: the visitor is offered /bind, where signing
 * in another way links that WeChat account for next time.
 */
export function WechatSignIn({
  onSignedIn,
  onBack,
}: {
  onSignedIn: (user: UserInfo) => void | Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const scene = useWxScene('login');
  const { phase, status, start, release } = scene;
  const [failure, setFailure] = useState<string | null>(null);
  const taken = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one code when the panel opens.
  useEffect(() => {
    void start();
  }, []);

  const qrScene = phase.kind === 'qr' ? phase.qr.scene : null;

  // Scanned by a bound account: take the session, once per scene.
  useEffect(() => {
    if (!qrScene || status !== 'bound' || taken.current === qrScene) return;
    taken.current = qrScene;
    void (async () => {
      const envelope = await browserApi.wxLogin({ scene: qrScene });
      if (envelope.success) await onSignedIn(envelope.data);
      else setFailure(failureText(t, envelope, { 4004: t('login.wechat.expired') }));
    })();
  }, [qrScene, status, onSignedIn, t]);

  // Scanned by an account bound to nobody: the scene goes on to /bind, so leaving must not cancel it.
  useEffect(() => {
    if (status === 'scanned') release();
  }, [status, release]);

  const restart = () => {
    setFailure(null);
    void start();
  };

  let body: ReactNode;
  if (phase.kind === 'error') {
    body = (
      <div>
        <p role="alert" className="text-red-800">
          {failureText(t, phase.envelope)}
        </p>
        <button type="button" className={`${secondaryButton} mt-4`} onClick={restart}>
          {t('account.wechat.retry')}
        </button>
      </div>
    );
  } else if (phase.kind === 'qr') {
    const statusText = {
      waiting: t('login.wechat.statusWaiting'),
      scanned: t('login.wechat.statusScanned'),
      bound: t('login.wechat.signingIn'),
      expired: t('account.wechat.statusExpired'),
      failed: t('account.wechat.statusFailed'),
    }[status];
    body = (
      <WxQrPanel
        qr={phase.qr}
        status={status}
        statusText={statusText}
        secondsLeft={scene.secondsLeft}
        onNewCode={restart}
        size={180}
      >
        {status === 'scanned' && (
          <div className="mt-3 space-y-3">
            <p className="text-sm text-slate-700">{t('login.wechat.linkHint')}</p>
            <Link to={`/bind?scene=${encodeURIComponent(phase.qr.scene)}`} className={primaryButton}>
              {t('login.wechat.linkIt')}
            </Link>
          </div>
        )}
      </WxQrPanel>
    );
  } else {
    body = <p className="text-slate-700">{t('account.wechat.loading')}</p>;
  }

  return (
    <section aria-labelledby="wechat-sign-in-title">
      <h3 id="wechat-sign-in-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t('login.wechat.title')}
      </h3>
      {body}
      {failure && (
        <div className="mt-4">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <button type="button" className={`${linkButton} mt-4`} onClick={onBack}>
        {t('login.wechat.back')}
      </button>
    </section>
  );
}
