import { chatMessages, type Db, users } from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, eq, or } from 'drizzle-orm';
import { type Actor, authorize, definePolicy, isOwner } from '../../lib/authorize';
import { appliedToViewersCompany, profileVisibilityOf } from '../resume/policy';

export const userNotFound = () => new AppError(ERROR_CODES.notFound, 'server.account.userNotFound');

/**
 * An account named by id (checkUserEmailCode's user_id, the invite paths'
 * user id) or by its phone (modifyEmail): only its own user acts on it.
 * Any other is refused as an unknown user (4004, decision 0016).
 */
export const accountOf = definePolicy<'act', { user_id: number }>({
  name: 'account',
  refuse: userNotFound,
  rules: { act: isOwner((row) => row.user_id) },
});

/** The actor's own id when `userId` names the actor; 4004 otherwise. */
export async function ownAccountId(db: Db, actor: Actor, userId: number): Promise<number> {
  return (await authorize(actor, 'act', accountOf(db, { user_id: userId }))).user_id;
}

/** Whether two users ever exchanged a chat message. */
async function chatted(db: Db, a: number, b: number): Promise<boolean> {
  const [chat] = await db
    .select({ id: chatMessages.message_id })
    .from(chatMessages)
    .where(
      or(
        and(eq(chatMessages.from_user_id, a), eq(chatMessages.to_user_id, b)),
        and(eq(chatMessages.from_user_id, b), eq(chatMessages.to_user_id, a)),
      ),
    )
    .limit(1);
  return Boolean(chat);
}

/**
 * A user's public card (name, avatar, headline, company; getUserInfoByID,
 * getUserAvatarByID): anyone, visitors included, for people who recruit
 * (their card is on job pages and chats); otherwise the user themself,
 * someone they chat with, the recruiters of a company they applied to, and
 * anyone signed in when their profile visibility is 'public' (the resume's
 * rules, domains/resume/policy.ts). Everyone else: 4004, as an unknown user.
 */
export const userCardOf = definePolicy<
  'read',
  { user_id: number; role: 'candidate' | 'recruiter' | 'admin' | 'system'; company_id: number | null }
>({
  name: 'user card',
  refuse: userNotFound,
  rules: {
    read: async (actor, row, db) => {
      if (row.role === 'system') return false;
      if (row.role === 'recruiter' || row.role === 'admin' || row.company_id !== null) return true;
      if (actor === null) return false;
      if (actor.user_id === row.user_id) return true;
      if (await chatted(db, actor.user_id, row.user_id)) return true;
      if (await appliedToViewersCompany(db, row.user_id, actor.user_id)) return true;
      return (await profileVisibilityOf(db, row.user_id)) === 'public';
    },
  },
});

/** The phone given (modifyEmail) must be the actor's own: 4004 otherwise, as an unknown user. */
export async function ownPhone(db: Db, actor: Actor, phone: string): Promise<void> {
  const [row] = await db.select({ user_id: users.user_id }).from(users).where(eq(users.phone, phone)).limit(1);
  await authorize(actor, 'act', accountOf(db, row));
}
