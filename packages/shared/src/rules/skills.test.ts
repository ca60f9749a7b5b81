import { describe, expect, it } from 'vitest';
import { SKILL_LIST, skillEntry, skillKey, skillLabel, skillsLine, suggestSkills } from './skills';

describe('the one skill display rule', () => {
  it('shows a skill of the list in the page language, whichever language or case it was stored in', () => {
    expect(skillLabel('Project management', 'zh')).toBe('项目管理');
    expect(skillLabel('Project management', 'en')).toBe('Project management');
    expect(skillLabel('project MANAGEMENT', 'en')).toBe('Project management');
    expect(skillLabel('项目管理', 'en')).toBe('Project management');
    expect(skillLabel('React', 'zh')).toBe('React');
  });

  it('keeps a skill that is not in the list as typed', () => {
    expect(skillLabel(' Cold calling ', 'zh')).toBe('Cold calling');
    expect(skillLabel('陌生拜访', 'en')).toBe('陌生拜访');
    expect(skillEntry('Cold calling')).toBeUndefined();
  });

  it('stores a skill of the list by its English name (the key), any other as typed', () => {
    expect(skillKey('项目管理')).toBe('Project management');
    expect(skillKey('  sql ')).toBe('SQL');
    expect(skillKey(' Cold calling ')).toBe('Cold calling');
  });

  it('joins skills in the page language', () => {
    expect(skillsLine(['Project management', 'Negotiation', 'Cold calling'], 'zh')).toBe(
      '项目管理、商务谈判、Cold calling',
    );
    expect(skillsLine(['项目管理', 'Negotiation'], 'en')).toBe('Project management, Negotiation');
  });

  it('suggests skills in the page language, those starting with the text first, leaving out chosen ones', () => {
    expect(suggestSkills('项目', 'zh').map((skill) => skill.zh)).toEqual(['项目管理']);
    const en = suggestSkills('data', 'en').map((skill) => skill.en);
    expect(en.slice(0, 2).sort()).toEqual(['Data analysis', 'Data visualization']);
    expect(en).not.toContain('Big data');
    expect(suggestSkills('manag', 'en').map((skill) => skill.en)).toContain('Key account management');
    // Typing the English name on a Chinese page still finds it.
    expect(suggestSkills('negot', 'zh').map((skill) => skill.zh)).toEqual(['商务谈判']);
    expect(suggestSkills('data', 'en', ['数据分析']).map((skill) => skill.en)).not.toContain('Data analysis');
    expect(suggestSkills('a', 'en', [], 3)).toHaveLength(3);
    expect(suggestSkills('  ', 'en')).toEqual([]);
  });

  it('has no name that two entries share in either language', () => {
    const names = SKILL_LIST.flatMap((skill) => [
      skill.en.toLowerCase(),
      ...(skill.zh === skill.en ? [] : [skill.zh.toLowerCase()]),
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});
