import {
  AppError,
  addLicensesBody,
  addLicensesData,
  ERROR_CODES,
  getAllLicenseItemBody,
  getAllLicenseItemData,
  getConfigItemBody,
  getConfigItemData,
  getSkillListBody,
  getSkillListData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { REQUEST_LIMITS } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { presentLicense, presentSkill } from './presenter';
import { addLicense, listLicenses, listSkills } from './service';

export async function configRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/config/getConfigItem',
      body: getConfigItemBody,
      data: getConfigItemData,
      summary: 'Option lists, locations, calling codes, message templates and site info in one language',
      pageRead: true,
    },
    async ({ input }) => api.configCache.get(input.lang),
  );

  defineCall(
    api,
    {
      path: '/config/getSkillList',
      body: getSkillListBody,
      data: getSkillListData,
      summary: "The skills vocabulary in both languages (`name` in `lang`, else the request's language)",
      description: 'Jobs store their skills by `name_en` (job/createJob, job/editJob).',
      pageRead: true,
    },
    async ({ input, request }) => {
      const locale = input.lang ?? request.locale;
      return (await listSkills(db())).map((row) => presentSkill(row, locale));
    },
  );

  defineCall(
    api,
    {
      path: '/config/getAllLicenseItem',
      body: getAllLicenseItemBody,
      data: getAllLicenseItemData,
      summary: 'Professional licences a candidate can list, in both languages',
    },
    async ({ input, request }) => {
      const locale = input.lang ?? request.locale;
      return (await listLicenses(db())).map((row) => presentLicense(row, locale));
    },
  );

  defineCall(
    api,
    {
      path: '/config/addLicenses',
      body: addLicensesBody,
      data: addLicensesData,
      summary: 'Add a professional licence to the list (platform administrators only; decision 0022)',
      description:
        'A licence of the same English or Chinese name (any case) is answered as it is, with `created: false`. 4003 for anyone but a platform administrator.',
      rateLimit: perRequest(REQUEST_LIMITS.addLicensesPerIp),
    },
    async ({ input, request }) => {
      const user = requireUser(request);
      if (user.role !== 'admin') throw new AppError(ERROR_CODES.forbidden, 'server.hr.adminOnly');
      const { row, created } = await addLicense(db(), input.name_en, input.name_zh);
      return { license: presentLicense(row, request.locale), created };
    },
  );
}
