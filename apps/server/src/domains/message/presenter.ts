import { formatCreateTime, type SystemMessageItem } from '@jobbridge/shared';
import type { SystemMessageRow } from './service';

/**
 * A template filled with a message's data: {1}, {2}, ... take the
 * comma-separated values in order; a placeholder without a value is left empty.
 */
export function fillTemplate(template: string, data: string): string {
  const values = data === '' ? [] : data.split(',');
  return template.replace(/\{(\d+)\}/g, (_, n: string) => values[Number(n) - 1]?.trim() ?? '');
}

export const presentSystemMessage = (row: SystemMessageRow): SystemMessageItem => ({
  message_id: row.message_id,
  type: row.type,
  template_id: row.template_id,
  title: row.title ?? '',
  content: row.content === null ? '' : fillTemplate(row.content, row.data),
  job_id: row.job_id,
  unread: row.unread,
  create_time: formatCreateTime(row.create_time),
});
