import { PDF_A4 } from '@jobbridge/shared';
import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { FONT_FAMILY, renderPdf } from '../resume/pdf';

/** A one-page PDF marked as a specimen of the try-out's demo data: a title and rows of label and value. */
const styles = StyleSheet.create({
  page: { fontFamily: FONT_FAMILY, fontSize: 12, padding: 56, color: '#0f172a' },
  title: { fontSize: 24, fontWeight: 700, textAlign: 'center', marginBottom: 12 },
  specimen: { fontSize: 11, color: '#b91c1c', textAlign: 'center', marginBottom: 32 },
  row: { flexDirection: 'row', borderBottom: '1pt solid #cbd5e1', paddingVertical: 8 },
  label: { width: '45%', color: '#475569' },
  value: { width: '55%', fontWeight: 700 },
});

export function specimenPdf(title: string, rows: [string, string][]): Promise<Buffer> {
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
