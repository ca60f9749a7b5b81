import { describe, expect, it } from 'vitest';
import { ROLE_FAMILIES } from '../generate/catalog';
import { SKILL_LIST } from './skills';

const CJK = /[\u3400-\u9fff]/;

describe('the skills vocabulary', () => {
  it('numbers its entries 1, 2, 3 … in order, so an id is never reused or renumbered', () => {
    expect(SKILL_LIST.map((skill) => skill.id)).toEqual(SKILL_LIST.map((_, i) => i + 1));
  });

  it('has unique English and Chinese names, trimmed, without commas (jobs.skills is a comma list)', () => {
    for (const field of ['en', 'zh'] as const) {
      const names = SKILL_LIST.map((skill) => skill[field]);
      expect(new Set(names.map((name) => name.toLowerCase())).size, field).toBe(names.length);
      for (const name of names) {
        expect(name, field).toBe(name.trim());
        expect(name, field).not.toMatch(/[,，]/);
        expect(name.length, field).toBeGreaterThan(0);
      }
    }
  });

  it('gives a Chinese term for every skill that is not a product or language name written the same in both', () => {
    for (const skill of SKILL_LIST) {
      if (skill.zh === skill.en) expect(skill.en, 'a name kept as is is one word or product name').toMatch(/^[A-Z0-9]/);
      // A product's short name (Adobe Photoshop → Photoshop) or a Chinese term.
      else if (!skill.en.includes(skill.zh)) expect(skill.zh, skill.en).toMatch(CJK);
    }
    // Most of the list is translated: names kept in English are the exception.
    const kept = SKILL_LIST.filter((skill) => skill.zh === skill.en).length;
    expect(kept / SKILL_LIST.length).toBeLessThan(0.4);
  });

  it('holds every skill the generated jobs list', () => {
    const known = new Set(SKILL_LIST.map((skill) => skill.en));
    const used = ROLE_FAMILIES.flatMap((family) =>
      [...family.positions, ...family.leaders].flatMap((role) => role.skills),
    );
    expect(used.filter((skill) => !known.has(skill))).toEqual([]);
  });
});
