import { certificates, companies, type Db, DEMO_REVIEW_COMPANY } from '@jobbridge/db';
import { PDF_A4 } from '@jobbridge/shared';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { and, eq, isNull } from 'drizzle-orm';
import { createElement as h } from 'react';
import { FONT_FAMILY, renderPdf } from '../resume/pdf';
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

const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 12, padding: 56, color: '#0f172a' },
  title: { fontSize: 24, fontWeight: 700, textAlign: 'center', marginBottom: 12 },
  specimen: { fontSize: 11, color: '#b91c1c', textAlign: 'center', marginBottom: 32 },
  row: { flexDirection: 'row', borderBottom: '1pt solid #cbd5e1', paddingVertical: 8 },
  label: { width: '45%', color: '#475569' },
  value: { width: '55%', fontWeight: 700 },
});

function specimenPdf(title: string, rows: [string, string][]): Promise<Buffer> {
  const document = h(
    Document,
    { title },
    h(
      Page,
      { size: [PDF_A4.width, PDF_A4.height], style: styles.page },
      h(Text, { style: styles.title }, title),
      h(
        Text,
        { style: styles.specimen },
        '样本：JobBridge 试用版的演示数据，并非真实证照 · SPECIMEN: demo data of the JobBridge try-out, not a real document',
      ),
      ...rows.map(([label, value]) =>
        h(
          View,
          { key: label, style: styles.row },
          h(Text, { style: styles.label }, label),
          h(Text, { style: styles.value }, value),
        ),
      ),
    ),
  );
  return renderPdf(document);
}
