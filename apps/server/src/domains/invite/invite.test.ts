import { inviteCodes, inviteUses, users } from '@jobbridge/db';
import { buildUser } from '@jobbridge/db/testing';
import { INVITE_APPLY_WINDOW_MS, INVITE_CODE_LENGTH } from '@jobbridge/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '../../limits';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, nextIp, post } from '../account/test-kit';
import { DEMO_INVITE_CODE, ensureDemoInviteCode } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureDemoInviteCode(t.database.db);
  await ensureDemoInviteCode(t.database.db);
}, 60_000);
afterAll(() => t?.close());

const apply = (
  userId: number,
  code: string,
  cookie?: string,
  lang?: 'en' | 'zh',
  headers?: Record<string, string>,
  ip?: string,
) => post(t.app, `inviteCode/applyInviteCode/${userId}/${encodeURIComponent(code)}`, {}, { cookie, lang, headers, ip });
const check = (userId: number, cookie?: string) => get(t.app, `/api/inviteCode/getCheckUser/${userId}`, { cookie });

let codeCounter = 0;
async function inviteCode(values: Partial<typeof inviteCodes.$inferInsert> = {}) {
  const code = `T${process.pid}X${Date.now().toString(36).toUpperCase()}${++codeCounter}`;
  await t.database.db.insert(inviteCodes).values({ code, ...values });
  return code;
}

describe('POST /api/inviteCode/applyInviteCode/:userId/:inviteCode and GET getCheckUser/:id', () => {
  it('applies a code once (case-insensitive) and then the check answers success with code 0', async () => {
    const me = await signedInUser(t.database);
    const notYet = await check(me.user.user_id, me.cookie);
    expect(notYet.json()).toMatchObject({ success: false, code: 4004 });
    const res = await apply(me.user.user_id, DEMO_INVITE_CODE.toLowerCase(), me.cookie);
    expect(res.json()).toEqual({ success: true, data: { applied: true } });
    const invited = await check(me.user.user_id, me.cookie);
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({
      success: true,
      code: 0,
      data: { invited: true, code: DEMO_INVITE_CODE },
    });
    // The same code again answers the same; another code is refused (one per user).
    expect((await apply(me.user.user_id, DEMO_INVITE_CODE, me.cookie)).json().success).toBe(true);
    const other = await inviteCode();
    const second = await apply(me.user.user_id, other, me.cookie);
    expect(second.json()).toEqual({
      success: false,
      code: 4009,
      msg: 'You have already used an invite code.',
      data: 'You have already used an invite code.',
    });
    const [row] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.code, other));
    expect(row.used_count).toBe(0);
  });

  it('answers unknown, expired, used-up and own codes with a localized message in data', async () => {
    const me = await signedInUser(t.database);
    const unknown = await apply(me.user.user_id, 'NO-SUCH-CODE', me.cookie, 'zh');
    expect(unknown.json()).toEqual({ success: false, code: 4004, msg: '邀请码不存在。', data: '邀请码不存在。' });
    expect((await apply(me.user.user_id, 'bad code!', me.cookie)).json()).toMatchObject({
      code: 4004,
      data: 'This invite code does not exist.',
    });
    const expired = await inviteCode({ expires_at: new Date(Date.now() - 1000) });
    expect((await apply(me.user.user_id, expired, me.cookie)).json()).toMatchObject({
      code: 4004,
      data: 'This invite code has expired.',
    });
    const full = await inviteCode({ max_uses: 1 });
    const first = await signedInUser(t.database);
    expect((await apply(first.user.user_id, full, first.cookie)).json().success).toBe(true);
    expect((await apply(me.user.user_id, full, me.cookie)).json()).toMatchObject({
      code: 4009,
      data: 'This invite code has been used up.',
    });
    const own = await inviteCode({ owner_user_id: me.user.user_id });
    expect((await apply(me.user.user_id, own, me.cookie)).json()).toMatchObject({
      code: 4009,
      data: 'You cannot use your own invite code.',
    });
    const uses = await t.database.db.select().from(inviteUses).where(eq(inviteUses.user_id, me.user.user_id));
    expect(uses).toHaveLength(0);
  });

  it('applies a code only at the start of an account (its first sign-in), not for an older account', async () => {
    const old = await signedInUser(t.database);
    await t.database.db
      .update(users)
      .set({ created_at: new Date(Date.now() - INVITE_APPLY_WINDOW_MS - 60_000) })
      .where(eq(users.user_id, old.user.user_id));
    const code = await inviteCode();
    const refused = await apply(old.user.user_id, code, old.cookie, 'zh');
    expect(refused.json()).toMatchObject({
      success: false,
      code: 4009,
      data: '邀请码仅限新注册的账号使用，你的账号此前已注册。',
    });
    const [row] = await t.database.db.select().from(inviteCodes).where(eq(inviteCodes.code, code));
    expect(row.used_count).toBe(0);
    expect((await check(old.user.user_id, old.cookie)).json()).toMatchObject({ success: false, code: 4004 });
  });

  it('limits the codes one user, and one address, may try (4029): codes cannot be enumerated', async () => {
    const me = await signedInUser(t.database);
    const ip = nextIp();
    for (let i = 0; i < REQUEST_LIMITS.inviteApplyPerUser.max; i++) {
      expect((await apply(me.user.user_id, `GUESS${i}`, me.cookie, 'en', {}, ip)).json().code).toBe(4004);
    }
    const blocked = await apply(me.user.user_id, DEMO_INVITE_CODE, me.cookie, 'en', {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(4029);
    // Even a good code waits: nothing was applied.
    expect((await check(me.user.user_id, me.cookie)).json().code).toBe(4004);

    // Many new accounts from one address meet the address's limit.
    const shared = nextIp();
    let tried = 0;
    let refused: number | null = null;
    while (refused === null && tried <= REQUEST_LIMITS.inviteApplyPerIp.max) {
      const someone = await signedInUser(t.database);
      for (let i = 0; i < 10 && refused === null; i++) {
        const res = await apply(someone.user.user_id, `GUESS${tried}`, someone.cookie, 'en', {}, shared);
        tried++;
        if (res.statusCode === 429) refused = tried;
      }
    }
    expect(refused).toBe(REQUEST_LIMITS.inviteApplyPerIp.max + 1);
  });

  it('lets no one apply or check for another user (4004, as an unknown user) and no visitor at all (4001)', async () => {
    const me = await signedInUser(t.database);
    const victim = await buildUser(t.database.db);
    const forOther = await apply(victim.user_id, DEMO_INVITE_CODE, me.cookie);
    expect(forOther.statusCode).toBe(404);
    expect(forOther.json().code).toBe(4004);
    expect((await check(victim.user_id, me.cookie)).statusCode).toBe(404);
    expect((await apply(victim.user_id, DEMO_INVITE_CODE)).statusCode).toBe(401);
    expect((await check(victim.user_id)).statusCode).toBe(401);
    const uses = await t.database.db.select().from(inviteUses).where(eq(inviteUses.user_id, victim.user_id));
    expect(uses).toHaveLength(0);
    expect((await get(t.app, '/api/inviteCode/getCheckUser/abc', { cookie: me.cookie })).statusCode).toBe(400);
  });

  it('never applies a code on a GET (a link or an image cannot), nor from another origin', async () => {
    const me = await signedInUser(t.database);
    const path = `/api/inviteCode/applyInviteCode/${me.user.user_id}/${DEMO_INVITE_CODE}`;
    const byGet = await get(t.app, path, { cookie: me.cookie });
    expect(byGet.statusCode).toBe(404);
    expect(byGet.json()).toMatchObject({ success: false, code: 4004 });
    const foreign = await apply(me.user.user_id, DEMO_INVITE_CODE, me.cookie, 'en', {
      origin: 'http://127.0.0.1:8492',
      'sec-fetch-site': 'same-site',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ success: false, code: 4003 });
    expect((await check(me.user.user_id, me.cookie)).json()).toMatchObject({ success: false, code: 4004 });
    const uses = await t.database.db.select().from(inviteUses).where(eq(inviteUses.user_id, me.user.user_id));
    expect(uses).toHaveLength(0);
  });
});

describe('POST /api/inviteCode/getMyInvite', () => {
  it("makes the user's own code once, random and well formed, and counts who joined through it", async () => {
    const owner = await signedInUser(t.database);
    const first = (await post(t.app, 'inviteCode/getMyInvite', {}, { cookie: owner.cookie })).json();
    expect(first.success).toBe(true);
    expect(first.data.code).toMatch(new RegExp(`^[A-HJKMNP-Z2-9]{${INVITE_CODE_LENGTH}}$`));
    expect(first.data).toMatchObject({ path: `/?inv_id=${first.data.code}`, joined: 0 });
    // The same code on every later ask; another user gets another one.
    expect((await post(t.app, 'inviteCode/getMyInvite', {}, { cookie: owner.cookie })).json().data.code).toBe(
      first.data.code,
    );
    const other = await signedInUser(t.database);
    const theirs = (await post(t.app, 'inviteCode/getMyInvite', {}, { cookie: other.cookie })).json().data.code;
    expect(theirs).not.toBe(first.data.code);
    // A friend applies it at their first sign-in: the owner sees one joined.
    expect((await apply(other.user.user_id, first.data.code, other.cookie)).json().success).toBe(true);
    expect((await post(t.app, 'inviteCode/getMyInvite', {}, { cookie: owner.cookie })).json().data.joined).toBe(1);
    // One's own code cannot be applied to oneself.
    expect((await apply(owner.user.user_id, first.data.code, owner.cookie)).json().code).toBe(4009);
  });

  it('answers 4001 to a visitor', async () => {
    const res = await post(t.app, 'inviteCode/getMyInvite', {});
    expect(res.json()).toMatchObject({ success: false, code: 4001 });
  });
});
