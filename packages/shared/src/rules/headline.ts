/**
 * A person's headline in the page's language (decision 0037): a Chinese page
 * shows the Chinese headline when one is given, else the other; an English
 * page the English one, else the Chinese. Null when neither is given.
 */
export function headlineFor(
  person: { headline_job: string | null; headline_job_zh?: string | null },
  locale: 'en' | 'zh',
): string | null {
  const en = person.headline_job?.trim() || null;
  const zh = person.headline_job_zh?.trim() || null;
  return locale === 'zh' ? (zh ?? en) : (en ?? zh);
}
