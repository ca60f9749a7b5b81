import { z } from 'zod';
import { emptyBody } from './fields';
import { jobListItem } from './job';
import { strength } from './resume';

/** POST /api/account/getUserDashBoard */
export const getUserDashBoardBody = emptyBody;
export const getUserDashBoardData = z.object({
  /** Applications per status: keys '1' (Applied) .. '5' (Refused), every key present. */
  applications: z.record(z.string(), z.number().int()),
  strength,
  /** Jobs the user opened lately, newest first (at most 10). */
  recent_views: z.array(jobListItem),
  /** Open jobs for the user (job alert first, then industries of recent views, then newest), at most 6. */
  recommended: z.array(jobListItem),
});
export type UserDashBoard = z.infer<typeof getUserDashBoardData>;
