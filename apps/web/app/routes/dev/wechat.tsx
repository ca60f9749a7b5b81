import { type FormEvent, useEffect, useState } from 'react';
import { browserApi } from '../../api/browser';
import { FormAlert, primaryButton, secondaryButton } from '../../components/account/fields';
import { Field } from '../../components/login/fields';
import { BusyButton } from '../../components/ui/BusyButton';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { NOINDEX, requireDevTools } from '../../lib/dev-tools';
import { DEV_NICKNAME_STORAGE_KEY, DEV_OPENID_STORAGE_KEY, DEV_SCENE_STORAGE_KEY } from '../../lib/wx-bind';
import type { Route } from './+types/wechat';

export async function loader({ context }: Route.LoaderArgs) {
  await requireDevTools(context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, 'account.dev.wechatTitle') }) },
  NOINDEX,
];

/**
 * /dev/wechat (development tools only): plays "the user scanned the QR code
 * in WeChat" for a scene, as WeChat's signed push (`POST /api/dev/wechatScan`),
 * for a bind or a sign-in QR code. The openid of the last scan is kept as this
 * browser's simulated WeChat account, so binding it once lets it sign in; its
 * nickname is what WeChat's user info then gives (shown on /bind).
 */
export default function DevWechat() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<string | null>(null);
  const [scene, setScene] = useState('');
  const [openid, setOpenid] = useState('');
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const read = () => {
      try {
        setWaiting(localStorage.getItem(DEV_SCENE_STORAGE_KEY));
      } catch {
        setWaiting(null);
      }
    };
    read();
    try {
      setOpenid(localStorage.getItem(DEV_OPENID_STORAGE_KEY) ?? '');
      setNickname(localStorage.getItem(DEV_NICKNAME_STORAGE_KEY) ?? '');
    } catch {
      // storage blocked: a new WeChat account each scan
    }
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);

  const scan = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setResult(null);
    if (!scene.trim()) {
      setError(t('account.dev.sceneRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    const envelope = await browserApi.devWechatScan({
      scene: scene.trim(),
      openid: openid.trim() || undefined,
      nickname: nickname.trim() || undefined,
    });
    setBusy(false);
    if (envelope.success) {
      // The same simulated WeChat account scans next time: bind once, then sign in with it.
      setOpenid(envelope.data.openid);
      try {
        localStorage.setItem(DEV_OPENID_STORAGE_KEY, envelope.data.openid);
        if (nickname.trim()) localStorage.setItem(DEV_NICKNAME_STORAGE_KEY, nickname.trim());
        else localStorage.removeItem(DEV_NICKNAME_STORAGE_KEY);
      } catch {
        // storage blocked
      }
      setResult(t('account.dev.scanned', { scene: scene.trim(), openid: envelope.data.openid }));
    } else {
      setFailure(failureText(t, envelope));
    }
  };

  const newAccount = () => {
    setOpenid('');
    setNickname('');
    try {
      localStorage.removeItem(DEV_OPENID_STORAGE_KEY);
      localStorage.removeItem(DEV_NICKNAME_STORAGE_KEY);
    } catch {
      // storage blocked
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{t('account.dev.badge')}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('account.dev.wechatTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('account.dev.wechatIntro')}</p>
      <div className="mt-5 rounded-md bg-slate-50 p-4 text-sm">
        {waiting ? (
          <>
            <p className="text-slate-700">{t('account.dev.waitingScene')}</p>
            <p className="mt-1 break-all font-mono text-slate-900">{waiting}</p>
            <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setScene(waiting)}>
              {t('account.dev.useWaiting')}
            </button>
          </>
        ) : (
          <p className="text-slate-700">{t('account.dev.noWaiting')}</p>
        )}
      </div>
      <form noValidate onSubmit={scan} className="mt-5 space-y-4">
        <Field
          id="dev-scene"
          label={t('account.dev.scene')}
          value={scene}
          onChange={(event) => setScene(event.target.value)}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          id="dev-openid"
          label={t('account.dev.openid')}
          value={openid}
          onChange={(event) => setOpenid(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Field
          id="dev-nickname"
          label={t('account.wxLink.devNickname')}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          autoComplete="off"
          maxLength={64}
        />
        <FormAlert>{failure}</FormAlert>
        <div aria-live="polite" className="text-sm text-teal-800">
          {result && <p>{result}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          <BusyButton type="submit" busy={busy} className={primaryButton}>
            {t('account.dev.scan')}
          </BusyButton>
          <button type="button" className={secondaryButton} onClick={newAccount}>
            {t('account.dev.newAccount')}
          </button>
        </div>
      </form>
    </div>
  );
}
