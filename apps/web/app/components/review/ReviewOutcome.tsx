import type { CallData } from '@jobbridge/shared';
import { useTranslation } from '../../i18n/use-translation';

type ReviewStatus = CallData<'/review/getReviewStatus'>;
type Outcome = ReviewStatus['review'];

/**
 * A company's review outcome as its members read it (review/getReviewStatus):
 * the state of its info, licence and certificates, and for each refusal the
 * platform's reason in the page's language with the reviewer's note. For the
 * employer pages to show; renders nothing when all is approved.
 */
export function ReviewOutcome({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; state: string; outcome: Outcome }[] = [
    { key: 'info', label: t('review.outcome.info'), state: status.verification_status, outcome: status.review },
    { key: 'license', label: t('review.outcome.license'), state: status.license_status, outcome: status.license },
    ...status.certificates.map((certificate) => ({
      key: `certificate-${certificate.certificate_id}`,
      label: certificate.name,
      state: certificate.status,
      outcome: certificate.rejection,
    })),
  ].filter((row) => row.state !== 'approved' && row.state !== 'none' && row.state !== 'draft');
  if (!status.suspended && rows.length === 0) return null;
  return (
    <section aria-labelledby="review-outcome" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="review-outcome" className="font-semibold text-slate-900">
        {t('review.outcome.title')}
      </h2>
      {status.suspended && (
        <p className="mt-2 font-semibold text-red-800">
          {t('review.outcome.suspended')}
          {status.suspension && ` ${status.suspension.reason_label}`}
        </p>
      )}
      <ul className="mt-2 space-y-2">
        {rows.map((row) => (
          <li key={row.key} className="text-slate-800">
            <span className="font-medium">{row.label}</span>:{' '}
            {t(row.state === 'rejected' ? 'review.outcome.rejected' : 'review.outcome.pending')}
            {row.outcome && (
              <>
                {' '}
                {t('review.outcome.because', { reason: row.outcome.reason_label })}
                {row.outcome.note && <span className="block text-sm text-slate-700">{row.outcome.note}</span>}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
