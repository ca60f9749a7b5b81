import type { SystemMessageItem } from '@jobbridge/shared';

/** A system message as the /message page shows it. */
export interface SystemMessageLine {
  message_id: number;
  type: string;
  title: string;
  content: string;
  job_id: number | null;
  unread: boolean;
  /** 'yyyy-MM-dd hh:mm:ss' (UTC+8, as the API gives it), shown as message times are (chatTime). */
  create_time: string;
  /** The same moment for <time dateTime>. */
  dateTime: string;
}

/** Message types whose job has a detail button (spec section 4: invites; also application updates and alerts). */
const TYPES_WITH_JOB = new Set(['invite', 'apply_status', 'job_alert']);

export function toSystemMessage(item: SystemMessageItem): SystemMessageLine {
  const [date = '', clock = ''] = item.create_time.split(' ');
  return {
    message_id: item.message_id,
    type: item.type,
    title: item.title,
    content: item.content,
    job_id: item.job_id,
    unread: item.unread === 1,
    create_time: item.create_time,
    dateTime: date && clock ? `${date}T${clock}+08:00` : '',
  };
}

/** Whether a message leads to its job's page (/jobs/{job_id}). */
export const hasJobDetail = (
  message: Pick<SystemMessageLine, 'type' | 'job_id'>,
): message is SystemMessageLine & {
  job_id: number;
} => message.job_id !== null && TYPES_WITH_JOB.has(message.type);
