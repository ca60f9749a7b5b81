import { certificates, companies, DEMO_REVIEW_COMPANY, seedDemoData } from '@jobbridge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, post } from '../account/test-kit';
import { tempDataDir } from '../resume/test-kit';
import { attachDemoReviewDocuments } from './demo-documents';

let t: TestApp;
const dataDir = tempDataDir();

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemoData(t.database, { jobs: 20 });
}, 120_000);
afterAll(() => t?.close());

describe('the demo company under review', () => {
  it('gets a licence and a certificate the reviewer can open, once', async () => {
    const [before] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.credit_code, DEMO_REVIEW_COMPANY.credit_code));
    expect(before.license_file_id).toBeNull();

    expect(await attachDemoReviewDocuments(t.database.db, dataDir)).toBe(true);
    const admin = (await signedInUser(t.database, { role: 'admin' })).cookie;
    const { data } = (await post(t.app, 'review/getQueue', {}, { cookie: admin })).json();
    const queued = data.companies.find((c: { company_id: number }) => c.company_id === before.company_id);
    expect(queued.license_file_url).toMatch(/^\/api\/review\/file\//);
    const licence = await get(t.app, queued.license_file_url, { cookie: admin });
    expect(licence.statusCode).toBe(200);
    expect(licence.headers['content-type']).toContain('application/pdf');
    expect(licence.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const certificate = await get(t.app, queued.certificates[0].file_url, { cookie: admin });
    expect(certificate.statusCode).toBe(200);

    // A second start leaves them as they are.
    expect(await attachDemoReviewDocuments(t.database.db, dataDir)).toBe(false);
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.company_id, before.company_id));
    expect(rows.every((row) => row.file_id !== null)).toBe(true);
  }, 60_000);
});
