import { Link } from '../../components/ui/Link';
import { type AgreementSection, agreementText } from '../../content/agreement';
import { metaT } from '../../i18n/meta';
import { getConfig, getLocale } from '../../lib/request-context';
import { canonicalHref, rootOf, seoMeta } from '../../lib/seo';
import type { Route } from './+types/useragreement';

/** The text in the page's language only (it is not in the catalogues every page downloads). */
export async function loader({ context }: Route.LoaderArgs) {
  const config = await getConfig(context);
  const site = config.success ? config.data.site : null;
  return agreementText(getLocale(context), {
    company: site?.company_name || 'JobBridge',
    phone: site?.contact_phone || '—',
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { origin, locale } = rootOf(matches);
  return seoMeta({
    title: metaT(matches, 'common.titleTemplate', { page: loaderData.title }),
    description: loaderData.description,
    canonical: canonicalHref(origin, '/useragreement', null, locale),
    locale,
  });
};

/** /useragreement: the user agreement and a summary of how personal information is handled. */
export default function UserAgreement({ loaderData: text }: Route.ComponentProps) {
  const section = (item: AgreementSection, n: number) => (
    <section key={item.heading} aria-labelledby={`agreement-${n}`} className="mt-8">
      <h3 id={`agreement-${n}`} className="text-lg font-semibold text-slate-900">
        {n}. {item.heading}
      </h3>
      {item.body.split('\n\n').map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-800">
          {paragraph}
        </p>
      ))}
    </section>
  );
  const heading2 = 'mt-12 border-b border-slate-200 pb-2 text-xl font-bold text-slate-900';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{text.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{text.updated}</p>
      <p className="mt-5 leading-relaxed text-slate-800">{text.intro}</p>
      <nav aria-label={text.contents} className="mt-6 rounded-lg bg-slate-50 p-4 text-sm">
        <ul className="space-y-1">
          {[
            ['terms', text.termsTitle],
            ['privacy', text.privacyTitle],
            ['contact', text.contactTitle],
          ].map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-teal-800 hover:underline">
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="terms" className={heading2}>
        {text.termsTitle}
      </h2>
      {text.terms.map((item, index) => section(item, index + 1))}

      <h2 id="privacy" className={heading2}>
        {text.privacyTitle}
      </h2>
      <p className="mt-4 leading-relaxed text-slate-800">{text.privacyIntro}</p>
      {text.privacy.map((item, index) => section(item, text.terms.length + index + 1))}

      <h2 id="contact" className={heading2}>
        {text.contactTitle}
      </h2>
      <p className="mt-4 leading-relaxed text-slate-800">{text.contactText}</p>
      <p className="mt-3 leading-relaxed text-slate-800">
        {text.contactSettings}{' '}
        <Link to="/setting" className="font-medium text-teal-800 underline">
          {text.settingsLink}
        </Link>
      </p>
    </article>
  );
}
