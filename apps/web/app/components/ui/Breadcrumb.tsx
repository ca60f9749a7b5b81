import { useTranslation } from '../../i18n/use-translation';
import { Link } from './Link';

/**
 * The trail above a page's title: links to the pages above it and, when
 * given, the page itself (aria-current, cut with an ellipsis on one line).
 */
export function Breadcrumb({
  trail,
  current,
  className = '',
}: {
  trail: ReadonlyArray<{ to: string; label: string }>;
  current?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('jobDetail.breadcrumb')} className={`text-sm text-slate-600 ${className}`.trim()}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((step, i) => (
          <li key={step.to} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden="true">/</span>}
            <Link to={step.to} className="text-teal-800 hover:underline">
              {step.label}
            </Link>
          </li>
        ))}
        {current !== undefined && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="min-w-0 truncate">
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
