import { formatDate, type Locale } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';
import type { GuideView } from '../../lib/guides';

/**
 * A guide document on the page: title, review date, summary, a table of
 * contents linking to the sections' anchors, the sections, and the official
 * sources. The same structure prints cleanly (links written out after the
 * source names, no colours needed).
 */
export function GuideDocument({ guide, locale }: { guide: GuideView; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <article lang={locale === 'zh' ? 'zh-CN' : 'en'} aria-labelledby="guide-title">
      <h1 id="guide-title" className="text-3xl font-bold text-slate-900 print:text-2xl">
        {guide.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        <time dateTime={guide.updated}>{t('guides.lastReviewed', { date: formatDate(guide.updated, locale) })}</time>
      </p>
      <p className="mt-4 text-lg text-slate-700">{guide.summary}</p>

      <nav
        aria-labelledby="guide-contents"
        className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 print:border-0 print:bg-transparent print:p-0"
      >
        <h2 id="guide-contents" className="text-base font-semibold text-slate-900">
          {t('guides.contents')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {guide.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-teal-800 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href="#sources" className="text-teal-800 hover:underline">
              {t('guides.sources')}
            </a>
          </li>
        </ol>
      </nav>

      {guide.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-8">
          <h2
            id={`${section.id}-heading`}
            className="border-b border-slate-200 pb-1 text-xl font-semibold text-slate-900 print:break-after-avoid"
          >
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.list.length > 0 && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-800">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <section id="sources" aria-labelledby="sources-heading" className="mt-10">
        <h2 id="sources-heading" className="border-b border-slate-200 pb-1 text-xl font-semibold text-slate-900">
          {t('guides.sources')}
        </h2>
        <ul className="mt-3 space-y-2">
          {guide.sources.map((source) => (
            <li key={source.url + source.name}>
              <a href={source.url} rel="noopener noreferrer" className="text-teal-800 underline">
                {source.name}
              </a>
              <span className="ml-2 break-all text-sm text-slate-600">{source.url}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950 print:bg-transparent">
          {t('guides.disclaimer')}
        </p>
      </section>
    </article>
  );
}
