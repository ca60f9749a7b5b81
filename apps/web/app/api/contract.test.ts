import { CALLS, type CallPath, getSimilarJobListBody, QUESTIONS_PAGE_SIZE, SIMILAR_JOBS } from '@jobbridge/shared';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requestMiddleware } from '../lib/request-context';
import { loader as companyDetailLoader } from '../routes/companies/detail';
import { loader as companyListLoader } from '../routes/companies/list';
import { loader as jobDetailLoader } from '../routes/jobs/detail';
import { loader as jobListLoader } from '../routes/jobs/list';
import { createApiClient } from './client';
import { apiContext } from './context';
import type { ApiCall } from './transport';

/**
 * The requests the pages send are the ones the server accepts: each call a
 * loader makes is checked against that call's input schema in shared (the
 * schema the server validates with). A limit changed in shared, or copied
 * into the web and changed there, fails here rather than silently emptying
 * a part of a page.
 */
type Loader = (args: never) => Promise<unknown>;

async function callsOf(loader: Loader, url: string, params: Record<string, string> = {}) {
  const calls: ApiCall[] = [];
  const context = new RouterContextProvider();
  // Every call fails but the company lookup (so the company page asks for its jobs): the point
  // is what was asked, not what the page makes of the answers.
  context.set(
    apiContext,
    createApiClient(async (call) => {
      calls.push(call);
      if (call.path === '/company/getCompanyByBrandName') return { success: true, data: { company_id: 3 } };
      return { success: false, code: 5003, msg: '', data: null };
    }),
  );
  const request = new Request(url, { headers: { cookie: 'cit=session' } });
  const args = { request, context, url: new URL(url), params, pattern: '/' };
  await requestMiddleware(args as never, async () => {
    await loader(args as never).catch(() => null);
    return new Response('ok');
  });
  return calls;
}

function refusals(calls: ApiCall[]) {
  return calls.flatMap((call) => {
    const listed = CALLS[call.path as CallPath];
    if (!listed) return [`${call.path}: not a call of the list`];
    const parsed = listed.body.safeParse(call.body ?? {});
    return parsed.success ? [] : [`${call.path}: ${JSON.stringify(call.body)} refused (${parsed.error.message})`];
  });
}

describe('the pages ask only what the calls accept', () => {
  it('the job page: the job, similar jobs and the first page of questions', async () => {
    const calls = await callsOf(jobDetailLoader, 'http://x/jobs/42', { job_id: '42' });
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/job/getJobInfoByJobID', '/job/getSimilarJobList', '/job/getJobQuestions']),
    );
    expect(calls.find((call) => call.path === '/job/getSimilarJobList')?.body).toMatchObject({
      size: SIMILAR_JOBS.default,
    });
    expect(calls.find((call) => call.path === '/job/getJobQuestions')?.body).toMatchObject({
      size: QUESTIONS_PAGE_SIZE.default,
    });
    expect(refusals(calls)).toEqual([]);
  });

  it('the job list, with every filter and the deepest page', async () => {
    const url =
      'http://x/jobs?keyword=java&adcode=310000&employment_type=full_time&industry=internet&seniority=senior&min_salary=10&max_salary=90&sort=relevance&page=9999';
    const calls = await callsOf(jobListLoader, url);
    expect(calls.some((call) => call.path === '/job/searchJobList')).toBe(true);
    expect(refusals(calls)).toEqual([]);
  });

  it('the company list and a company page, at their deepest pages', async () => {
    const list = await callsOf(companyListLoader, 'http://x/companies?keyword=acme&industry=internet&page=9999');
    const detail = await callsOf(companyDetailLoader, 'http://x/companies/Acme?page=9999', { name: 'Acme' });
    expect(list.some((call) => call.path === '/company/getCompanyList')).toBe(true);
    expect(detail.find((call) => call.path === '/job/searchJobList')?.body).toMatchObject({ company_id: 3 });
    expect(refusals([...list, ...detail])).toEqual([]);
  });

  it('the similar-jobs size is one the call serves', () => {
    expect(getSimilarJobListBody.safeParse({ job_id: 1, size: SIMILAR_JOBS.default }).success).toBe(true);
    expect(SIMILAR_JOBS.default).toBeLessThanOrEqual(SIMILAR_JOBS.max);
  });
});
