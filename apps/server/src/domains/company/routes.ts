import { companyDetail, getCompanyByBrandNameBody, getCompanyListBody, getCompanyListData } from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/call';
import { registerEmployerRoutes } from './employer-routes';
import { presentCompanyDetail, presentCompanyListItem } from './presenter';
import { findCompanyByName, listCompanies } from './service';
import { registerCompanyUploadRoutes } from './upload-routes';

export async function companyRoutes(api: FastifyInstance) {
  defineCall(
    api,
    {
      path: '/company/getCompanyList',
      body: getCompanyListBody,
      data: getCompanyListData,
      summary: 'List companies (keyword over licence, brand and industry names; industry; location)',
      pageRead: true,
    },
    async ({ input, request }) => {
      const { rows, total, page, size } = await listCompanies(request.server.database.db, input);
      return { list: rows.map((row) => presentCompanyListItem(row, request.locale)), total, page, size };
    },
  );

  defineCall(
    api,
    {
      path: '/company/getCompanyByBrandName',
      body: getCompanyByBrandNameBody,
      data: companyDetail,
      summary: "A company's page by English or Chinese brand name (any case) or id",
      description:
        'Approved companies, and companies under review that have an open job (verified: false; address, intro, website and certificates show after review). Public certificates once approved only.',
      pageRead: true,
    },
    async ({ input, request }) =>
      presentCompanyDetail(await findCompanyByName(api.database.db, input.name), request.locale),
  );

  registerEmployerRoutes(api);
  await registerCompanyUploadRoutes(api);
}
