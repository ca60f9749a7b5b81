import { type Envelope, formatDateTime, type Locale } from '@jobbridge/shared';
import { data } from 'react-router';
import { throwApiFailure } from './api-failure';

/**
 * The console's data, or the site's plain 404: the review calls answer 4004
 * to anyone who is not a platform administrator (4001 to visitors on none of
 * them), and the pages must not reveal that the console exists.
 */
export function reviewDataOr404<T>(envelope: Envelope<T>): T {
  if (envelope.success) return envelope.data;
  if (envelope.code === 4004 || envelope.code === 4001) throw data({ code: 4004 }, { status: 404 });
  return throwApiFailure(envelope);
}

/** The catalogue key of an audit action ('company.approve' → review.actions.company_approve). */
export const auditActionKey = (action: string) => `review.actions.${action.replace('.', '_')}`;

/** A date-time as the reviewer reads it (UTC+8, the platform's time; shared formatDateTime). */
export const reviewTime = (iso: string | null, locale: Locale) => formatDateTime(iso, locale);
