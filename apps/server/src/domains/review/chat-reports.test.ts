import { randomUUID } from 'node:crypto';
import { auditLog, jobs } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { post } from '../account/test-kit';
import { buildWorld, type World } from '../resume/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Who = { cookie: string; user_id: number };
async function world(): Promise<World> {
  const w = await buildWorld(t.database);
  await t.database.db.update(jobs).set({ recruiter_id: w.recruiterX.user_id }).where(eq(jobs.job_id, w.jobX.job_id));
  return w;
}
const send = (from: Who, to: Who, jobId: number, content: string) =>
  post(
    t.app,
    'message/sendChatMessage',
    { to_user_id: to.user_id, job_id: jobId, content, client_id: randomUUID() },
    from,
  );

/** A's report of recruiter X in their conversation about job X. */
async function reported(w: World): Promise<number> {
  await send(w.a, w.recruiterX, w.jobX.job_id, 'Hello');
  await send(w.recruiterX, w.a, w.jobX.job_id, 'Pay a deposit first');
  const res = await post(
    t.app,
    'message/reportChat',
    { to_user_id: w.recruiterX.user_id, job_id: w.jobX.job_id, reason: 'fraud', note: 'Asked for money' },
    w.a,
  );
  return res.json().data.report_id;
}
const listOf = async (as: Who, status?: 'open' | 'closed', lang: 'en' | 'zh' = 'en') =>
  (
    await post(t.app, 'review/getChatReports', status ? { status, size: 50 } : { size: 50 }, {
      cookie: as.cookie,
      lang,
    })
  ).json();

describe('review/closeChatReport (decision 0031)', () => {
  it('closes an open report with an outcome, audited; it leaves the open list for the closed one', async () => {
    const w = await world();
    const reportId = await reported(w);
    const open = (await listOf(w.admin)).data.list.find((r: { report_id: number }) => r.report_id === reportId);
    expect(open).toMatchObject({
      status: 'open',
      outcome: null,
      outcome_label: null,
      closed_by: null,
      closed_at: null,
    });
    expect(open.messages.map((m: { content: string }) => m.content)).toEqual([
      w.jobX.position_en,
      'Hello',
      'Pay a deposit first',
    ]);

    const res = await post(
      t.app,
      'review/closeChatReport',
      { report_id: reportId, outcome: 'upheld', note: 'Deposit requests are not allowed' },
      { cookie: w.admin.cookie, lang: 'zh' },
    );
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        report_id: reportId,
        status: 'closed',
        outcome: 'upheld',
        outcome_label: '成立：举报属实',
        reason_label: '涉嫌欺诈',
        closed_by: { user_id: w.admin.user_id },
      },
    });
    expect(res.json().data.closed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const ids = (body: { data: { list: Array<{ report_id: number }> } }) => body.data.list.map((r) => r.report_id);
    expect(ids(await listOf(w.admin))).not.toContain(reportId);
    expect(ids(await listOf(w.admin, 'open'))).not.toContain(reportId);
    const closed = await listOf(w.admin, 'closed');
    expect(ids(closed)).toContain(reportId);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(reportId)));
    expect(audit.filter((row) => row.target_type === 'chat_report')).toEqual([
      expect.objectContaining({
        actor_id: w.admin.user_id,
        action: 'chat_report.upheld',
        reason: 'fraud',
        note: 'Deposit requests are not allowed',
      }),
    ]);
    const log = (await post(t.app, 'review/getAuditLog', {}, w.admin)).json().data.list;
    expect(log[0]).toMatchObject({
      action: 'chat_report.upheld',
      target_type: 'chat_report',
      target_id: String(reportId),
    });

    // Closed once: a second close (another reviewer at the same time) is refused and changes nothing.
    const again = await post(t.app, 'review/closeChatReport', { report_id: reportId, outcome: 'dismissed' }, w.admin);
    expect(again.json()).toMatchObject({ success: false, code: 4009, msg: 'This report is already closed.' });
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(reportId)));
    expect(after.filter((row) => row.target_type === 'chat_report')).toHaveLength(1);
  });

  it('refuses an unknown report, a bad outcome and an overlong note', async () => {
    const w = await world();
    const reportId = await reported(w);
    expect(
      (await post(t.app, 'review/closeChatReport', { report_id: 999_999_999, outcome: 'dismissed' }, w.admin)).json()
        .code,
    ).toBe(4004);
    const bad = await post(t.app, 'review/closeChatReport', { report_id: reportId, outcome: 'banned' }, w.admin);
    expect(Object.keys(bad.json().data.fields)).toEqual(['outcome']);
    const long = await post(
      t.app,
      'review/closeChatReport',
      { report_id: reportId, outcome: 'dismissed', note: 'x'.repeat(2001) },
      w.admin,
    );
    expect(Object.keys(long.json().data.fields)).toEqual(['note']);
    const bogus = await post(t.app, 'review/getChatReports', { status: 'pending' }, w.admin);
    expect(Object.keys(bogus.json().data.fields)).toEqual(['status']);
  });

  it('answers 4004 to everyone but the platform administrator, and closes nothing for them', async () => {
    const w = await world();
    const reportId = await reported(w);
    const roles: Array<[string, { cookie?: string }]> = [
      ['visitor', {}],
      ['candidate A (the reporter)', w.a],
      ['candidate B', w.b],
      ['recruiter X (reported)', w.recruiterX],
      ['owner X', w.ownerX],
      ['recruiter Y', w.recruiterY],
    ];
    for (const [role, who] of roles) {
      const close = await post(t.app, 'review/closeChatReport', { report_id: reportId, outcome: 'dismissed' }, who);
      const list = await post(t.app, 'review/getChatReports', { status: 'closed' }, who);
      expect([role, close.json().code, list.json().code]).toEqual([role, 4004, 4004]);
    }
    const open = (await listOf(w.admin)).data.list.find((r: { report_id: number }) => r.report_id === reportId);
    expect(open.status).toBe('open');
    const dismissed = await post(
      t.app,
      'review/closeChatReport',
      { report_id: reportId, outcome: 'dismissed' },
      w.admin,
    );
    expect(dismissed.json().data).toMatchObject({
      status: 'closed',
      outcome: 'dismissed',
      outcome_label: 'Dismissed: nothing wrong found',
    });
  });
});
