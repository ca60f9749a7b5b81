import type { Envelope } from '@jobbridge/shared';
import type { TFunction } from '../i18n/translator';

/**
 * The text to show for a failed call: a per-screen override for the code
 * (the spec's catalogue of section 8), else the server's message (already in
 * the page's language), else the catalogue's `errors.<code>`.
 */
export function failureText(
  t: TFunction,
  envelope: Envelope<unknown>,
  overrides: Partial<Record<number, string>> = {},
): string {
  if (envelope.success) return '';
  const override = overrides[envelope.code];
  if (override) return override;
  if (envelope.msg) return envelope.msg;
  return t(`errors.${envelope.code}`, { defaultValue: t('errors.5000'), seconds: 60 });
}

/** The failure's own data when it is text (spec section 8: a failed SMS send shows the server's data or msg). */
export function failureDataText(t: TFunction, envelope: Envelope<unknown>): string {
  if (!envelope.success && typeof envelope.data === 'string' && envelope.data.trim()) return envelope.data;
  return failureText(t, envelope);
}

/** Per-field messages of a 4000 validation failure (`data.fields`), empty otherwise. */
export function fieldErrors(envelope: Envelope<unknown>): Record<string, string> {
  if (envelope.success || envelope.code !== 4000) return {};
  const fields = (envelope.data as { fields?: unknown } | null)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string' && message) out[name] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') out[name] = message[0];
  }
  return out;
}
