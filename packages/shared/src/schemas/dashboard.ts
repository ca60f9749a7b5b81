import { z } from 'zod';
import { RECOMMEND_REASONS } from '../rules/recommend';
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
  /**
   * Open jobs recommended from the resume, profile and job alert (rules/recommend.ts), best resume
   * match first, at most 6, each with its reason; empty when there is nothing to match on
   * (`can_recommend` false) or nothing matches.
   */
  recommended: z.array(
    jobListItem.extend({
      /** The resume-match percent (rules/resume-match.ts) the list is ordered by. */
      match_percent: z.number().int(),
      reason: z.object({
        key: z.enum(RECOMMEND_REASONS),
        /**
         * The job's skills the resume's Skills list states: skill keys (English names of the shared
         * list; pages show skillLabel).
         */
        skills: z.array(z.string()),
        /** The job's skills only the resume's text names (summary, careers): "Your resume mentions: …". */
        mentioned: z.array(z.string()),
      }),
    }),
  ),
  /** Whether the resume, profile or job alert gives anything to recommend jobs for. */
  can_recommend: z.boolean(),
});
export type RecommendedJob = UserDashBoard['recommended'][number];
export type UserDashBoard = z.infer<typeof getUserDashBoardData>;
