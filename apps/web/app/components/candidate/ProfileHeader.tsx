import { fullName, type ResumeUser } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import type { LanguageWords } from '../../lib/resume-text';
import { useSite } from '../../lib/use-site';
import { Avatar } from '../layout/UserMenu';
import { Link } from '../ui/Link';
import { ProfileNav } from './ProfileNav';

/**
 * The top of every /profile view: photo, name, languages and contact, the
 * link to /basicinfo (own profile: the photo and these details are edited
 * there), and the views' navigation.
 */
export function ProfileHeader({
  user,
  languages,
  own,
  segment,
  title,
}: {
  user: ResumeUser;
  languages: LanguageWords;
  own: boolean;
  segment: string;
  /** The page's heading (h1). */
  title: string;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const given = fullName(user, locale);
  const name = given || t('profile.noName');
  const facts = [
    languages.mandarin ? t('profile.mandarinLevel', { level: languages.mandarin }) : null,
    languages.nativeLanguage ? t('profile.nativeIs', { language: languages.nativeLanguage }) : null,
  ].filter(Boolean);
  return (
    <header>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar url={user.avatar_url} name={given} size="size-16 shrink-0 text-lg" />
          <div className="min-w-0 flex-1">
            <p className="text-xl font-semibold text-slate-900">{name}</p>
            {facts.length > 0 && <p className="text-sm text-slate-700">{facts.join(' · ')}</p>}
            {(user.email || user.phone) && (
              <p className="text-sm break-words text-slate-600">
                {[user.email, user.phone ? `+${user.phone}` : null].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
        </div>
        {own && (
          <Link
            to="/basicinfo"
            className="self-start rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:self-auto"
          >
            {t('profile.editBasic')}
          </Link>
        )}
      </div>
      <ProfileNav segment={segment} />
    </header>
  );
}
