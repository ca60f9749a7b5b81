import { createRequire } from 'node:module';
import { formatPeriod, fullName, type Locale, labelled, PDF_A4, skillsLine, translate } from '@jobbridge/shared';
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

/**
 * The resume as an A4 PDF (GET /api/resume/pdf): 595.28 × 841.89 pt, long
 * content flowing onto further pages, headings in the chosen language.
 *
 * Font: Noto Sans SC (Latin and Chinese glyphs, SIL Open Font License 1.1),
 * the static .ttf instances of the npm package @expo-google-fonts/noto-sans-sc
 * (its LICENSE_FONT holds the licence). react-pdf embeds only the glyphs the
 * document uses. Chinese has no spaces, so the hyphenation callback lets a
 * line break between any two Chinese characters (without a hyphen) while
 * Latin words stay whole.
 */
const require = createRequire(import.meta.url);
export const FONT_FAMILY = 'NotoSansSC';
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

Font.register({
  family: FONT_FAMILY,
  fonts: [
    { src: FONT_FILES.regular, fontWeight: 400 },
    { src: FONT_FILES.bold, fontWeight: 700 },
  ],
});

const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;
const PIECES =
  /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]|[^\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]+/g;
/** Break points of a word: after every Chinese character; Latin runs are kept whole. */
export const breakPoints = (word: string): string[] =>
  WIDE.test(word) ? (word.match(PIECES) ?? [word]).flatMap((piece) => [piece, '']) : [word];
Font.registerHyphenationCallback(breakPoints);

export interface ResumePdfData {
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  summary: string;
  /** Skill keys; printed by the shared display rule in the document's language. */
  skills: string[];
  careers: {
    company_name: string;
    title: string;
    start_date: string;
    end_date: string | null;
    is_current: boolean;
    responsibilities: string;
  }[];
  educations: { school: string; degree: string; major: string; start_date: string; end_date: string | null }[];
  /** Labels in the document's language (config lists mandarin and language); null when not given. */
  mandarin: string | null;
  native_language: string | null;
}

/** The A4 page and its page-number footer, the same in every PDF of the site. */
export const PDF_PAGE_STYLES = {
  page: {
    fontFamily: FONT_FAMILY,
    fontSize: 10.5,
    color: '#1f2937',
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 52,
  },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 52,
    right: 52,
    fontSize: 8.5,
    color: '#6b7280',
    textAlign: 'right',
  },
} as const;

const styles = StyleSheet.create({
  page: PDF_PAGE_STYLES.page,
  // The line height lives on the body, not the page: a page-wide one hides the footer's render-prop text (react-pdf 4).
  body: { lineHeight: 1.5 },
  name: { fontSize: 22, fontWeight: 700, color: '#111827', marginBottom: 4 },
  contact: { fontSize: 10, color: '#4b5563', marginBottom: 14 },
  heading: {
    fontSize: 12.5,
    fontWeight: 700,
    color: '#1d4ed8',
    borderBottomWidth: 1,
    borderBottomColor: '#cbd5e1',
    paddingBottom: 2,
    marginTop: 14,
    marginBottom: 6,
  },
  entry: { marginBottom: 8 },
  entryTitle: { fontWeight: 700, color: '#111827' },
  entryMeta: { color: '#4b5563', fontSize: 9.5 },
  paragraph: { marginTop: 2 },
  footer: PDF_PAGE_STYLES.footer,
});

/** "Mar 2019 – Jun 2022" / "2019年3月 – 至今", the site's month format (shared formatPeriod). */
const period = (locale: Locale, start: string, end: string | null, ongoing: string) =>
  formatPeriod(start, end, locale, translate(locale, ongoing));

/** Paragraphs of a multi-line text, blank lines dropped. */
const paragraphs = (text: string): ReactNode[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, i) => h(Text, { key: i, style: styles.paragraph }, line));

function section(title: string, children: ReactNode[]): ReactNode {
  // minPresenceAhead keeps a heading from standing alone at the foot of a page.
  return h(View, { key: title }, h(Text, { style: styles.heading, minPresenceAhead: 40 }, title), ...children);
}

export function resumeDocument(data: ResumePdfData, locale: Locale): ReactElement {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `resume.pdf.${key}`, params);
  const givenName = fullName(data, locale);
  const name = givenName || t('untitled');
  const contact = [data.email, data.phone ? `+${data.phone}` : null].filter(Boolean).join('  ·  ');
  const sections: ReactNode[] = [];
  if (data.summary.trim()) sections.push(section(t('summary'), paragraphs(data.summary)));
  if (data.skills.length) sections.push(section(t('skills'), paragraphs(skillsLine(data.skills, locale))));
  if (data.careers.length) {
    sections.push(
      section(
        t('experience'),
        data.careers.map((career, i) =>
          h(
            View,
            { key: i, style: styles.entry },
            h(Text, { style: styles.entryTitle, minPresenceAhead: 24 }, `${career.title} · ${career.company_name}`),
            h(
              Text,
              { style: styles.entryMeta },
              period(locale, career.start_date, career.is_current ? null : career.end_date, 'resume.pdf.present'),
            ),
            ...paragraphs(career.responsibilities),
          ),
        ),
      ),
    );
  }
  if (data.educations.length) {
    sections.push(
      section(
        t('education'),
        data.educations.map((education, i) =>
          h(
            View,
            { key: i, style: styles.entry, wrap: false },
            h(Text, { style: styles.entryTitle }, education.school),
            h(Text, null, [education.degree, education.major].filter(Boolean).join(' · ')),
            h(
              Text,
              { style: styles.entryMeta },
              period(locale, education.start_date, education.end_date, 'resume.pdf.studying'),
            ),
          ),
        ),
      ),
    );
  }
  const languages = [
    data.mandarin ? labelled(t('mandarin'), data.mandarin, locale) : null,
    data.native_language ? labelled(t('nativeLanguage'), data.native_language, locale) : null,
  ].filter((line): line is string => line !== null);
  if (languages.length) {
    sections.push(
      section(
        t('languages'),
        languages.map((line, i) => h(Text, { key: i }, line)),
      ),
    );
  }
  return h(
    Document,
    {
      // Without a name the document is simply "Resume", never "Resume – Resume".
      title: givenName ? `${givenName} – ${t('title')}` : t('title'),
      author: givenName || undefined,
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
        h(Text, { style: styles.name }, name),
        contact ? h(Text, { style: styles.contact }, contact) : null,
        ...sections,
      ),
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
          t('page', { page: pageNumber, pages: totalPages }),
      }),
    ),
  );
}

/**
 * Every PDF of the process (resumes, guides, the demo documents) renders
 * one at a time: a render takes a core for a moment and the font's tables in memory.
 */
let queue: Promise<unknown> = Promise.resolve();
export function renderPdf(document: ReactElement): Promise<Buffer> {
  const run = queue.then(() => renderToBuffer(document as Parameters<typeof renderToBuffer>[0]));
  queue = run.catch(() => {});
  return run;
}

/** The resume as PDF bytes. */
export function renderResumePdf(data: ResumePdfData, locale: Locale): Promise<Buffer> {
  return renderPdf(resumeDocument(data, locale));
}
