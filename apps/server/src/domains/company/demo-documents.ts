import { certificates, companies, type Db, DEMO_REVIEW_COMPANY } from '@jobbridge/db';
import { and, eq, isNull } from 'drizzle-orm';
import { saveCompanyFile } from './onboarding';

/**
 * The demo company under review gets the documents a reviewer opens: a
 * licence and a certificate, each a one-page PDF marked as a specimen of the
 * try-out's demo data. The database seed cannot write files (it does not
 * know the uploads folder), so the server adds them after seeding. Does
 * nothing once they are attached.
 */
export async function attachDemoReviewDocuments(db: Db, dataDir: string): Promise<boolean> {
  const [company] = await db
    .select({ company_id: companies.company_id, owner_id: companies.created_by, license: companies.license_file_id })
    .from(companies)
    .where(eq(companies.credit_code, DEMO_REVIEW_COMPANY.credit_code))
    .limit(1);
  if (!company || company.license) return false;
  // The PDF renderer loads only when the documents are made (once per data folder): not at every start.
  const { specimenPdf } = await import('./demo-specimen-pdf');

  const license = await saveCompanyFile(db, dataDir, company.owner_id, 'license', {
    bytes: await specimenPdf('营业执照 · Business licence', [
      ['名称 · Name', DEMO_REVIEW_COMPANY.license_name],
      ['统一社会信用代码 · Unified social credit code', DEMO_REVIEW_COMPANY.credit_code],
      ['类型 · Type', '有限责任公司 · Limited liability company'],
      ['成立日期 · Founded', '2019-05-16'],
    ]),
    filename: 'business-licence.pdf',
  });
  await db
    .update(companies)
    .set({ license_file_id: license.file_id })
    .where(eq(companies.company_id, company.company_id));

  const certificate = await saveCompanyFile(db, dataDir, company.owner_id, 'certificate', {
    bytes: await specimenPdf('证书 · Certificate', [
      ['名称 · Name', DEMO_REVIEW_COMPANY.certificate],
      ['获奖单位 · Awarded to', DEMO_REVIEW_COMPANY.license_name],
    ]),
    filename: 'certificate.pdf',
  });
  await db
    .update(certificates)
    .set({ file_id: certificate.file_id })
    .where(and(eq(certificates.company_id, company.company_id), isNull(certificates.file_id)));
  return true;
}
