import { describe, expect, it } from 'vitest';
import { hasJobDetail, toSystemMessage } from './messages';

const item = {
  message_id: 7,
  type: 'invite',
  template_id: 2,
  title: 'Invitation to apply',
  content: 'Fixture Tech invites you to apply for Data Analyst.',
  job_id: 101,
  unread: 1,
  create_time: '2026-01-03 10:05:09',
};

describe('system messages on /message', () => {
  it('keeps the time and the moment for <time>', () => {
    expect(toSystemMessage(item)).toMatchObject({
      unread: true,
      create_time: '2026-01-03 10:05:09',
      dateTime: '2026-01-03T10:05:09+08:00',
    });
    expect(toSystemMessage({ ...item, unread: 0 }).unread).toBe(false);
  });

  it('gives invites and application updates with a job a detail button', () => {
    expect(hasJobDetail(toSystemMessage(item))).toBe(true);
    expect(hasJobDetail(toSystemMessage({ ...item, type: 'apply_status' }))).toBe(true);
    expect(hasJobDetail(toSystemMessage({ ...item, job_id: null }))).toBe(false);
    expect(hasJobDetail(toSystemMessage({ ...item, type: 'admin_application' }))).toBe(false);
  });
});
