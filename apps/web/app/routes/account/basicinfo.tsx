import { fullName } from '@jobbridge/shared';
import { AvatarUpload, BasicInfoForm } from '../../components/candidate/BasicInfo';
import { pageMeta } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { aboutOptions, basicInfoOptions } from '../../lib/basic-info';
import { getConfig, getLocale, getSessionUser, requireUserMiddleware } from '../../lib/request-context';
import { useSite } from '../../lib/use-site';
import type { Route } from './+types/basicinfo';

/** loginRequired. */
export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const [user, config] = await Promise.all([getSessionUser(context), getConfig(context)]);
  const options = basicInfoOptions(config.success ? config.data : null, getLocale(context));
  const about = aboutOptions(config.success ? config.data : null, getLocale(context));
  return {
    user: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      birth_date: user?.birth_date ?? '',
      mandarin: user?.mandarin ?? '',
      native_language: user?.native_language ?? '',
      headline_job: user?.headline_job ?? '',
      adcode: user?.adcode ?? '',
      nationality: user?.nationality ?? '',
      china_status: user?.china_status ?? '',
      avatar_url: user?.avatar_url ?? null,
    },
    mandarin: options.mandarin,
    language: options.language,
    cities: about.cities,
    countries: about.countries,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account.basic');

/** /basicinfo: name, birth date, languages, profile photo and "Working in China" (appendUserInfo). */
export default function BasicInfo({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { user } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('account.basic.title')}</h1>
      <p className="mt-2 text-slate-700">{t('account.basic.intro')}</p>
      <div className="mt-6 space-y-6">
        <AvatarUpload initialUrl={user.avatar_url} name={fullName(user, locale)} />
        <BasicInfoForm
          initial={user}
          mandarin={loaderData.mandarin}
          language={loaderData.language}
          cities={loaderData.cities}
          countries={loaderData.countries}
        />
      </div>
    </div>
  );
}
