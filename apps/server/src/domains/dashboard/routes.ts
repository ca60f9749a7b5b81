import { getUserDashBoardBody, getUserDashBoardData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { requireUser } from '../../plugins/auth';
import { presentJobListItem } from '../job/presenter';
import { presentStrength } from '../resume/presenter';
import { strengthOf } from '../resume/service';
import { applicationCounts, recentViews, recommendedJobs } from './service';

/** /api/account/getUserDashBoard: the user's dashboard. */
export async function dashboardRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/account/getUserDashBoard',
      body: getUserDashBoardBody,
      data: getUserDashBoardData,
      summary: "The user's dashboard: applications per status, profile strength, recent views, recommended jobs",
      description:
        'applications has keys 1..5 (Applied .. Refused). recommended: jobs matching the resume, profile or job alert, best resume match first, each with its reason (a catalogue key and skill keys); can_recommend false when there is nothing to match on. 4001.',
      pageRead: true,
    },
    async ({ request }) => {
      const me = requireUser(request);
      const [counts, strength, viewed, recommended] = await Promise.all([
        applicationCounts(db(), me.user_id),
        strengthOf(db(), me.user_id),
        recentViews(db(), me.user_id),
        recommendedJobs(db(), me.user_id),
      ]);
      return {
        applications: counts,
        strength: presentStrength(strength),
        recent_views: viewed.map((row) => presentJobListItem(row, request.locale)),
        recommended: recommended.rows.map((row) => ({
          ...presentJobListItem(row, request.locale),
          match_percent: row.match_percent,
          reason: row.reason,
        })),
        can_recommend: recommended.canRecommend,
      };
    },
  );
}
