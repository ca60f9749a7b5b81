import { formatDate } from '@jobbridge/shared';
import { type ReactNode, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { apiContext } from '../../api/context';
import { ChangeEmailForm } from '../../components/account/ChangeEmailForm';
import { useEmailVerify } from '../../components/account/email-verify-context';
import { EmailStateBadge, secondaryButton } from '../../components/account/fields';
import { InviteFriends } from '../../components/account/InviteFriends';
import { ChangePasswordForm, ChangePhoneForm } from '../../components/account/SettingsForms';
import {
  JobAlertSettings,
  NotificationSettings,
  PrivacySettings,
  VisibilitySettings,
} from '../../components/candidate/CandidateSettings';
import { LanguageToggle } from '../../components/layout/LanguageToggle';
import { BusyButton } from '../../components/ui/BusyButton';
import { Link } from '../../components/ui/Link';
import { useToast } from '../../components/ui/Toast';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { maskPhone } from '../../lib/phone';
import { getConfig, getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/setting';

/** loginRequired: visitors are sent to /login?redirect=<this page>. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

/** What the page shows of the account: contact details (phone masked) and the WeChat binding. */
export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const user = await getSessionUser(context);
  const [config, wechat, settings, alert, invite] = await Promise.all([
    getConfig(context),
    api.wxUser(),
    api.getSetting(),
    user ? api.getJobAlert({ user_id: user.user_id }) : null,
    api.getMyInvite(),
  ]);
  const codes = config.success ? config.data.calling_code.map((item) => item.calling_code) : undefined;
  return {
    phone: user?.phone ?? null,
    phoneDisplay: maskPhone(user?.phone, codes),
    email: user?.email ?? null,
    emailVerified: user?.status === 2,
    wechat: wechat.success ? wechat.data : null,
    // The candidate's settings and job alert (docs/api/candidate.md); null when the call failed.
    settings: settings.success ? settings.data : null,
    alert: alert?.success ? alert.data : null,
    invite: invite.success ? invite.data : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.settings');

const SECTIONS = [
  'password',
  'email',
  'phone',
  'wechat',
  'sessions',
  'language',
  'alerts',
  'notifications',
  'visibility',
  'invite',
  'privacy',
] as const;

export default function Setting({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { openEmailVerify } = useEmailVerify();
  const { phone, phoneDisplay, email, emailVerified, wechat } = loaderData;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('account.settings.title')}</h1>
      <nav aria-label={t('account.settings.sectionsNav')} className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className="text-teal-800 hover:underline">
                {t(`account.settings.sections.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 space-y-6">
        <Section id="password" title={t('account.settings.sections.password')}>
          <ChangePasswordForm />
        </Section>

        <Section id="email" title={t('account.settings.sections.email')}>
          <p className="mb-4 text-slate-700">
            {email ? (
              <>
                {t('account.settings.currentEmail')} <strong className="break-all text-slate-900">{email}</strong>{' '}
                <EmailStateBadge verified={emailVerified} />
              </>
            ) : (
              t('account.settings.noEmail')
            )}
          </p>
          {email && !emailVerified && (
            <button type="button" className={`${secondaryButton} mb-5`} onClick={() => openEmailVerify('confirm')}>
              {t('account.settings.verifyNow')}
            </button>
          )}
          <ChangeEmailForm phone={phone} current={email} />
        </Section>

        <Section id="phone" title={t('account.settings.sections.phone')}>
          <p className="mb-4 text-slate-700">
            {phone ? (
              <>
                {t('account.settings.currentPhone')} <strong className="text-slate-900">{phoneDisplay}</strong>
              </>
            ) : (
              t('account.settings.noPhone')
            )}
          </p>
          <ChangePhoneForm />
        </Section>

        <Section id="wechat" title={t('account.settings.sections.wechat')}>
          <WechatBinding wechat={wechat} />
        </Section>

        <Section id="sessions" title={t('account.settings.sections.sessions')}>
          <OtherSessions />
        </Section>

        <Section id="language" title={t('account.settings.sections.language')}>
          <p className="mb-3 text-slate-700">
            {t('account.settings.currentLanguage', { language: locale === 'zh' ? '中文' : 'English' })}
          </p>
          <LanguageToggle className={secondaryButton} />
        </Section>

        <Section id="alerts" title={t('account.settings.sections.alerts')}>
          <JobAlertSettings alert={loaderData.alert} />
        </Section>

        <Section id="notifications" title={t('account.settings.sections.notifications')}>
          {loaderData.settings ? (
            <NotificationSettings settings={loaderData.settings} />
          ) : (
            <p className="text-slate-700">{t('settings2.unavailable')}</p>
          )}
        </Section>

        <Section id="visibility" title={t('account.settings.sections.visibility')}>
          {loaderData.settings ? (
            <VisibilitySettings settings={loaderData.settings} />
          ) : (
            <p className="text-slate-700">{t('settings2.unavailable')}</p>
          )}
        </Section>

        <Section id="invite" title={t('account.settings.sections.invite')}>
          {loaderData.invite ? (
            <InviteFriends invite={loaderData.invite} />
          ) : (
            <p className="text-slate-700">{t('settings2.unavailable')}</p>
          )}
        </Section>

        <Section id="privacy" title={t('account.settings.sections.privacy')}>
          <PrivacySettings email={email} />
        </Section>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function WechatBinding({ wechat }: { wechat: Route.ComponentProps['loaderData']['wechat'] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!wechat) return <p className="text-slate-700">{t('account.wechat.statusUnavailable')}</p>;

  const unbind = async () => {
    setBusy(true);
    const envelope = await browserApi.delWxUser();
    setBusy(false);
    setConfirming(false);
    if (envelope.success) {
      toast.success(t('account.wechat.unbound'));
      await revalidator.revalidate();
    } else {
      toast.error(failureText(t, envelope));
    }
  };

  if (!wechat.bound) {
    return (
      <div>
        <p className="mb-3 text-slate-700">{t('account.wechat.notBound')}</p>
        <Link to="/wxbind" className={secondaryButton}>
          {t('account.wechat.bindLink')}
        </Link>
      </div>
    );
  }
  const since = wechat.bound_at ? formatDate(wechat.bound_at, locale) : '';
  return (
    <div>
      <p className="mb-3 text-slate-700">
        {wechat.nickname ? t('account.wechat.boundAs', { name: wechat.nickname }) : t('account.wechat.bound')}
        {since && <> {t('account.wechat.boundSince', { date: since })}</>}
      </p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="w-full text-sm text-slate-700">{t('account.wechat.unbindConfirm')}</p>
          <BusyButton
            type="button"
            busy={busy}
            onClick={() => void unbind()}
            className="rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {t('account.wechat.unbind')}
          </BusyButton>
          <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
            {t('account.cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className={secondaryButton} onClick={() => setConfirming(true)}>
          {t('account.wechat.unbind')}
        </button>
      )}
    </div>
  );
}

function OtherSessions() {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const signOutOthers = async () => {
    setBusy(true);
    const envelope = await browserApi.logoutOthers();
    setBusy(false);
    if (envelope.success) toast.success(t('account.settings.othersSignedOut', { count: envelope.data.revoked }));
    else toast.error(failureText(t, envelope));
  };
  return (
    <div>
      <p className="mb-3 text-slate-700">{t('account.settings.sessionsText')}</p>
      <BusyButton type="button" busy={busy} className={secondaryButton} onClick={() => void signOutOthers()}>
        {t('account.settings.signOutOthers')}
      </BusyButton>
    </div>
  );
}
