import { describe, expect, it } from 'vitest';
import { GUIDE_FILE_IDS } from '../../constants';
import { GUIDES, guideByFileKey } from './index';
import type { Bilingual, BilingualBlock } from './types';

const filled = (text: Bilingual) => text.en.trim() !== '' && text.zh.trim() !== '';
const blockFilled = (block: BilingualBlock) =>
  block.en.length === block.zh.length && [...block.en, ...block.zh].every((line) => line.trim() !== '');
/** Chinese text has Han characters; English titles have none (English text may quote a Chinese term). */
const han = /[\u4e00-\u9fff]/;

describe('guide documents', () => {
  it('are exactly the guide file ids, in order', () => {
    expect(GUIDES.map((guide) => guide.id)).toEqual([...GUIDE_FILE_IDS]);
    expect(new Set(GUIDES.map((guide) => guide.slug)).size).toBe(GUIDES.length);
  });

  it('are found by their file key', () => {
    expect(guideByFileKey('file10003')?.id).toBe(10003);
    expect(guideByFileKey('file99999')).toBeUndefined();
    expect(guideByFileKey('10003')).toBeUndefined();
  });

  for (const guide of GUIDES) {
    describe(`file${guide.id} (${guide.slug})`, () => {
      it('has a real review date', () => {
        expect(guide.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${guide.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(guide.updated);
      });

      it('has every field in both languages', () => {
        expect(filled(guide.title)).toBe(true);
        expect(filled(guide.summary)).toBe(true);
        expect(han.test(guide.title.zh) && !han.test(guide.title.en)).toBe(true);
        for (const section of guide.sections) {
          expect(filled(section.heading), section.id).toBe(true);
          expect(blockFilled(section.paragraphs), section.id).toBe(true);
          if (section.list) expect(blockFilled(section.list), section.id).toBe(true);
          expect(section.paragraphs.en.length + (section.list?.en.length ?? 0), section.id).toBeGreaterThan(0);
          for (const line of section.paragraphs.zh) expect(han.test(line)).toBe(true);
        }
      });

      it('has 5 to 8 sections with unique anchors', () => {
        expect(guide.sections.length).toBeGreaterThanOrEqual(5);
        expect(guide.sections.length).toBeLessThanOrEqual(8);
        const ids = guide.sections.map((section) => section.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      });

      it('rests on at least one official https source', () => {
        expect(guide.sources.length).toBeGreaterThanOrEqual(1);
        for (const source of guide.sources) {
          expect(filled(source.name)).toBe(true);
          expect(new URL(source.url).protocol).toBe('https:');
        }
      });
    });
  }
});
