import { GUIDE_FILE_IDS, type Guide, type Locale } from '@jobbridge/shared';

/** The guide id of a `fileNNNNN` segment, or null when it is not one of GUIDE_FILE_IDS. */
export function guideIdOf(segment: string): number | null {
  const match = /^file(\d{5})$/.exec(segment);
  const id = match ? Number(match[1]) : Number.NaN;
  return (GUIDE_FILE_IDS as readonly number[]).includes(id) ? id : null;
}

/** A guide in the reader's language: what the page needs, and no more is sent to the browser. */
export interface GuideView {
  id: number;
  /** `file<id>`: the page segment and the reading record's key. */
  fileKey: string;
  slug: string;
  updated: string;
  title: string;
  summary: string;
  sections: { id: string; heading: string; paragraphs: string[]; list: string[] }[];
  sources: { name: string; url: string }[];
}

export function guideView(guide: Guide, locale: Locale): GuideView {
  return {
    id: guide.id,
    fileKey: `file${guide.id}`,
    slug: guide.slug,
    updated: guide.updated,
    title: guide.title[locale],
    summary: guide.summary[locale],
    sections: guide.sections.map((section) => ({
      id: section.id,
      heading: section.heading[locale],
      paragraphs: section.paragraphs[locale],
      list: section.list?.[locale] ?? [],
    })),
    sources: guide.sources.map((source) => ({ name: source.name[locale], url: source.url })),
  };
}

/** schema.org Article of a guide page, published by JobBridge, in the page's language. */
export function guideArticle(guide: GuideView, locale: Locale, origin: string, url: string) {
  const jobBridge = { '@type': 'Organization', name: 'JobBridge', url: `${origin}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: guide.title,
    description: guide.summary,
    // The guides carry one date, their last review; they were first published with it.
    datePublished: guide.updated,
    dateModified: guide.updated,
    inLanguage: locale === 'zh' ? 'zh-CN' : 'en',
    mainEntityOfPage: url,
    url,
    author: jobBridge,
    publisher: jobBridge,
    isBasedOn: guide.sources.map((source) => source.url),
  };
}
