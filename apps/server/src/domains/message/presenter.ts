import { MESSAGE_TEMPLATE_IDS } from '@jobbridge/db';
import { catalogues, formatCreateTime, LOCALES, type Locale, type SystemMessageItem } from '@jobbridge/shared';
import type { SystemMessageRow } from './service';

/**
 * A template filled with a message's data: {1}, {2}, ... take the
 * comma-separated values in order; a placeholder without a value is left empty.
 */
export function fillTemplate(template: string, data: string): string {
  const values = data === '' ? [] : data.split(',');
  return template.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n) - 1]?.trim() ?? '');
}

/**
 * Which of a template's values name the message's job, its company or an
 * application status (1-based, as the placeholders; see MESSAGE_TEMPLATE_IDS).
 * Those are written in the recipient's language of the day; they are read
 * in the reader's (spec section 4), from the job itself and the status's key.
 */
const NAMED_VALUES: Readonly<Record<number, { position?: number; brand?: number; status?: number }>> = {
  [MESSAGE_TEMPLATE_IDS.applyStatus]: { position: 1, brand: 2, status: 3 },
  [MESSAGE_TEMPLATE_IDS.invite]: { brand: 1, position: 2 },
  [MESSAGE_TEMPLATE_IDS.jobAlert]: { position: 2 },
};

type StatusKey = keyof (typeof catalogues)['en']['jobTracker']['status'];

/** An application status's label in any language → its key. */
const STATUS_BY_LABEL = new Map<string, StatusKey>(
  LOCALES.flatMap((locale) =>
    Object.entries(catalogues[locale].jobTracker.status).map(([key, label]) => [label, key as StatusKey] as const),
  ),
);

/** A value as a message's data holds it: no commas or line breaks (they separate the values). */
const dataValue = (text: string) => text.replace(/[,\r\n]+/g, ' ').trim();

/** A system message's data from its values, in placeholder order ({1}, {2}, ...): what every writer stores. */
export const messageData = (values: readonly string[]) => values.map(dataValue).join(',');

/** The message's data with its job, company and status named in `locale`. */
export function dataIn(row: SystemMessageRow, locale: Locale): string {
  const named = NAMED_VALUES[row.template_id];
  if (!named) return row.data;
  const values = row.data === '' ? [] : row.data.split(',');
  const set = (at: number | undefined, value: string | null | undefined) => {
    if (at !== undefined && value && at <= values.length) values[at - 1] = dataValue(value);
  };
  const zh = locale === 'zh';
  if (row.position_en !== null) {
    set(named.position, (zh ? row.position_zh : row.position_en) || row.position_en || row.position_zh);
    set(named.brand, (zh ? row.brand_name : row.eng_brand_name) || row.brand_name);
  }
  if (named.status !== undefined) {
    const key = STATUS_BY_LABEL.get(values[named.status - 1]?.trim() ?? '');
    if (key) set(named.status, catalogues[locale].jobTracker.status[key]);
  }
  return values.join(',');
}

export const presentSystemMessage = (row: SystemMessageRow, locale: Locale): SystemMessageItem => ({
  message_id: row.message_id,
  type: row.type,
  template_id: row.template_id,
  title: row.title ?? '',
  content: row.content === null ? '' : fillTemplate(row.content, dataIn(row, locale)),
  job_id: row.job_id,
  unread: row.unread,
  create_time: formatCreateTime(row.create_time),
});
