import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { pageHref, pageWindow } from '../../lib/search-url';
import { Link } from './Link';

/**
 * Paging links of a list page (real links: they work without JavaScript and
 * can be crawled). A page past the last one (an old link, a list that has
 * shrunk) shows the last pages, Previous leading to the last one.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const shown = Math.min(page, totalPages);
  const item = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm';
  return (
    <nav aria-label={t('common.pagination')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link
              to={pageHref(pathname, search, Math.min(page - 1, totalPages))}
              className={`${item} border-slate-300 hover:bg-slate-50`}
              rel="prev"
            >
              {t('common.previous')}
            </Link>
          ) : (
            <span className={`${item} border-slate-200 text-slate-500`}>{t('common.previous')}</span>
          )}
        </li>
        {pageWindow(shown, totalPages).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={pageHref(pathname, search, p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('common.pageN', { page: p })}
                className={`${item} ${p === page ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 hover:bg-slate-50'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link
              to={pageHref(pathname, search, page + 1)}
              className={`${item} border-slate-300 hover:bg-slate-50`}
              rel="next"
            >
              {t('common.next')}
            </Link>
          ) : (
            <span className={`${item} border-slate-200 text-slate-500`}>{t('common.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
