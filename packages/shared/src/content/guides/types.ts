/** Text in both site languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** Paragraphs (or list items) in both languages; each language is read on its own. */
export interface BilingualBlock {
  en: string[];
  zh: string[];
}

export interface GuideSection {
  /** Anchor of the section on the page (`#id`), unique within the guide. */
  id: string;
  heading: Bilingual;
  paragraphs: BilingualBlock;
  /** A list shown after the paragraphs, when the section has one. */
  list?: BilingualBlock;
}

export interface GuideSource {
  name: Bilingual;
  /** An official page the guide rests on (https). */
  url: string;
}

/** One guide document, /guides/file<id>. */
export interface Guide {
  id: number;
  /** A short name for the file, used in the PDF's file name. */
  slug: string;
  /** 'YYYY-MM-DD' of the last review against the sources. */
  updated: string;
  title: Bilingual;
  summary: Bilingual;
  sections: GuideSection[];
  sources: GuideSource[];
}
