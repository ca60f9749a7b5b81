import { formatDate, type Guide, type Locale, PDF_A4, translate } from '@jobbridge/shared';
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
// Registers Noto Sans SC and the Chinese line breaking, shared with the resume PDF.
import { PDF_PAGE_STYLES, renderPdf } from '../resume/pdf';

/**
 * A guide document as an A4 PDF (GET /api/manager/guidePdf/:file): the same
 * content as the page (shared content/guides), in one language: title,
 * review date, summary, sections with their lists, and the sources with
 * their addresses written out, since a printed link cannot be clicked.
 */
const styles = StyleSheet.create({
  page: PDF_PAGE_STYLES.page,
  body: { lineHeight: 1.5 },
  site: { fontSize: 9, color: '#0f766e', marginBottom: 6 },
  title: { fontSize: 20, fontWeight: 700, color: '#111827', marginBottom: 4 },
  reviewed: { fontSize: 9.5, color: '#4b5563', marginBottom: 10 },
  summary: { fontSize: 11.5, color: '#374151', marginBottom: 6 },
  heading: {
    fontSize: 13,
    fontWeight: 700,
    color: '#115e59',
    borderBottomWidth: 1,
    borderBottomColor: '#cbd5e1',
    paddingBottom: 2,
    marginTop: 14,
    marginBottom: 6,
  },
  paragraph: { marginBottom: 5 },
  item: { flexDirection: 'row', marginBottom: 3, paddingLeft: 6 },
  bullet: { width: 12 },
  itemText: { flex: 1 },
  source: { marginBottom: 4 },
  url: { fontSize: 9, color: '#1d4ed8', textDecoration: 'none' },
  note: { fontSize: 9, color: '#4b5563', marginTop: 10 },
  footer: PDF_PAGE_STYLES.footer,
});

const bullets = (items: string[]): ReactNode[] =>
  items.map((item, i) =>
    h(
      View,
      { key: `li${i}`, style: styles.item, wrap: false },
      h(Text, { style: styles.bullet }, '•'),
      h(Text, { style: styles.itemText }, item),
    ),
  );

export function guideDocument(guide: Guide, locale: Locale): ReactElement {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
  const sections = guide.sections.map((section) =>
    h(
      View,
      { key: section.id },
      // minPresenceAhead keeps a heading from standing alone at the foot of a page.
      h(Text, { style: styles.heading, minPresenceAhead: 40 }, section.heading[locale]),
      ...section.paragraphs[locale].map((text, i) => h(Text, { key: `p${i}`, style: styles.paragraph }, text)),
      ...bullets(section.list?.[locale] ?? []),
    ),
  );
  const sources = h(
    View,
    { key: 'sources' },
    h(Text, { style: styles.heading, minPresenceAhead: 40 }, t('guides.sources')),
    ...guide.sources.map((source, i) =>
      h(
        View,
        { key: `s${i}`, style: styles.source, wrap: false },
        h(Text, null, source.name[locale]),
        h(Link, { src: source.url, style: styles.url }, source.url),
      ),
    ),
    h(Text, { style: styles.note }, t('guides.disclaimer')),
  );
  return h(
    Document,
    {
      title: guide.title[locale],
      author: 'JobBridge',
      creator: 'JobBridge',
      producer: 'JobBridge',
      language: locale === 'zh' ? 'zh-CN' : 'en',
    },
    h(
      Page,
      { size: [PDF_A4.width, PDF_A4.height], style: styles.page, wrap: true },
      h(
        View,
        { style: styles.body },
        h(Text, { style: styles.site }, t('guides.pdf.site')),
        h(Text, { style: styles.title }, guide.title[locale]),
        h(Text, { style: styles.reviewed }, t('guides.lastReviewed', { date: formatDate(guide.updated, locale) })),
        h(Text, { style: styles.summary }, guide.summary[locale]),
        ...sections,
        sources,
      ),
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          t('guides.pdf.page', { page: pageNumber, pages: totalPages }),
      }),
    ),
  );
}

/**
 * The PDF bytes of a guide in one language. The content only changes with a
 * release, so each of the sixteen documents is rendered once per process and
 * kept; renders run one at a time (a render takes a core for a moment).
 */
const rendered = new Map<string, Promise<Buffer>>();

export function renderGuidePdf(guide: Guide, locale: Locale): Promise<Buffer> {
  const key = `${guide.id}:${locale}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const run = renderPdf(guideDocument(guide, locale));
  rendered.set(key, run);
  // A failed render is not kept, so the next request tries again.
  run.catch(() => rendered.delete(key));
  return run;
}
