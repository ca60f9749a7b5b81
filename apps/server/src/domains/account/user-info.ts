import type { Db } from '@jobbridge/db';
import type { UserInfo } from '@jobbridge/shared';
import { presentUserInfo } from './presenter';
import { loadUserInfo } from './service';

/** The user info every account call answers with (4001 when the user no longer exists). */
export async function userInfoOf(db: Db, userId: number): Promise<UserInfo> {
  const { user, company, strength } = await loadUserInfo(db, userId);
  return presentUserInfo(user, company, strength);
}
