import { fullName, type WxScene } from '@jobbridge/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { AuthPage } from '../../components/account/AuthPage';
import { FormAlert, primaryButton, secondaryButton } from '../../components/account/fields';
import { LoginForm } from '../../components/login/LoginForm';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { maskPhone } from '../../lib/phone';
import { getConfig, getSessionUser } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import { storeUserCookie } from '../../lib/user-cookie';
import type { Route } from './+types/bind';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'account.bind'),
  { name: 'robots', content: 'noindex' },
];

/** A scene is `login_` + hex in this server; accept any short token. */
const SCENE = /^[\w-]{1,64}$/;

/**
 * The scene of the link and what this browser may know of it: `wechat/wxScene`
 * answers only the browser that showed the QR code (its owner cookie), so a
 * link opened anywhere else finds nothing, exactly as an unknown scene.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const scene = new URL(request.url).searchParams.get('scene') ?? '';
  if (!SCENE.test(scene)) return { scene: null, wx: null, contact: null };
  const api = context.get(apiContext);
  const [wx, user, config] = await Promise.all([api.wxScene({ scene }), getSessionUser(context), getConfig(context)]);
  const codes = config.success ? config.data.calling_code.map((item) => item.calling_code) : undefined;
  return {
    scene,
    wx: wx.success ? wx.data : null,
    // How the signed-in account is named besides its name: its e-mail, else its phone (masked).
    contact: user ? user.email || maskPhone(user.phone, codes) || null : null,
  };
}

/**
 * /bind?scene=<scene>: a WeChat account bound to nobody scanned a sign-in QR
 * code in this browser. The person signs in (or is signed in), sees which
 * WeChat account (nickname and avatar as WeChat told them, else the end of
 * its openid and the time of the scan) would be linked to which JobBridge
 * account, and links it with an explicit button (`account/bindUser`) or
 * cancels.
 */
export default function Bind({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { scene, wx, contact } = loaderData;

  if (!scene) {
    return (
      <AuthPage title={t('account.bind.title')}>
        <p className="text-slate-700">{t('account.bind.noScene')}</p>
        <Link to="/wxbind" className={`${primaryButton} mt-4`}>
          {t('account.wechat.bindLink')}
        </Link>
      </AuthPage>
    );
  }
  if (!wx?.scanned_by || wx.status !== 'scanned') {
    return (
      <AuthPage title={t('account.bind.title')}>
        <h2 className="text-lg font-semibold text-slate-900">{t('account.wxLink.unavailableTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('account.wxLink.unavailable')}</p>
        <Link to="/wxbind" className={`${primaryButton} mt-4`}>
          {t('account.wechat.bindLink')}
        </Link>
      </AuthPage>
    );
  }
  return <ConfirmLink scene={scene} scannedBy={wx.scanned_by} contact={contact} />;
}

function ConfirmLink({
  scene,
  scannedBy,
  contact,
}: {
  scene: string;
  scannedBy: NonNullable<WxScene['scanned_by']>;
  contact: string | null;
}) {
  const { t } = useTranslation();
  const { user, locale } = useSite();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const link = async () => {
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
      <WechatAccountCard scannedBy={scannedBy} />
      {user ? (
        <section aria-labelledby="wx-link-heading" className="mt-5 space-y-4">
          <h2 id="wx-link-heading" className="text-lg font-semibold text-slate-900">
            {t('account.wxLink.heading')}
          </h2>
          <div className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-600">{t('account.wxLink.jobbridgeAccount')}</p>
            <p className="mt-1 font-semibold text-slate-900">{fullName(user, locale) || t('header.account')}</p>
            {contact && <p className="text-sm break-all text-slate-700">{contact}</p>}
          </div>
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{t('account.wxLink.warning')}</p>
          <FormAlert>{failure}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <BusyButton type="button" busy={busy} className={primaryButton} onClick={() => void link()}>
              {t('account.wxLink.submit')}
            </BusyButton>
            <button type="button" className={secondaryButton} onClick={() => void cancel()}>
              {t('account.wxLink.cancel')}
            </button>
          </div>
        </section>
      ) : (
        <div className="mt-5">
          <p className="mb-4 text-slate-700">{t('account.wxLink.signInFirst')}</p>
          <LoginForm
            wechat={false}
            redirect={`/bind?scene=${encodeURIComponent(scene)}`}
            onSignedIn={async (signedIn) => {
              storeUserCookie(signedIn);
              await revalidator.revalidate();
            }}
          />
        </div>
      )}
    </AuthPage>
  );
}

/** The WeChat account that scanned: avatar and nickname when WeChat told them, the end of its openid, the scan time. */
function WechatAccountCard({ scannedBy }: { scannedBy: NonNullable<WxScene['scanned_by']> }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  // The time is shown in the browser's own time zone, so only once in the browser (never in the server's HTML).
  const [scannedAt, setScannedAt] = useState<string | null>(null);
  useEffect(() => {
    const at = new Date(scannedBy.scanned_at);
    if (Number.isNaN(at.getTime())) return;
    setScannedAt(at.toLocaleTimeString(locale === 'zh' ? 'zh-CN' : 'en', { hour: '2-digit', minute: '2-digit' }));
  }, [scannedBy.scanned_at, locale]);
  const name = scannedBy.nickname ?? t('account.wxLink.unnamed', { tail: scannedBy.openid_tail });
  return (
    <div className="rounded-lg border border-slate-200 p-4" data-testid="wechat-account">
      <p className="text-sm text-slate-600">{t('account.wxLink.wechatAccount')}</p>
      <div className="mt-2 flex items-center gap-3">
        {scannedBy.avatar_url ? (
          <img
            src={scannedBy.avatar_url}
            alt={t('account.wxLink.avatarAlt')}
            width={48}
            height={48}
            referrerPolicy="no-referrer"
            className="size-12 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-green-100 text-sm font-semibold text-green-900"
          >
            {scannedBy.openid_tail.slice(-2)}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{name}</p>
          <p className="text-sm text-slate-700">{t('account.wxLink.idTail', { tail: scannedBy.openid_tail })}</p>
          {scannedAt && <p className="text-sm text-slate-700">{t('account.wxLink.scannedAt', { time: scannedAt })}</p>}
        </div>
      </div>
    </div>
  );
}
