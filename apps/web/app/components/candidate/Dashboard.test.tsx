import { catalogues, type Locale, type RecommendedJob } from '@jobbridge/shared';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/catalogue';
import { translatorFor } from '../../i18n/create';
import { TranslatorContext } from '../../i18n/use-translation';
import { RecommendReasonText } from './Dashboard';

beforeAll(() => registerCatalogues(catalogues));

type Reason = RecommendedJob['reason'];
const text = (locale: Locale, reason: Reason) =>
  renderToString(
    <TranslatorContext.Provider value={translatorFor(locale)}>
      <RecommendReasonText reason={reason} locale={locale} />
    </TranslatorContext.Provider>,
  ).replace(/<[^>]+>/g, '');

describe('why a job is recommended', () => {
  it("calls only the Skills list's skills the person's skills", () => {
    const reason: Reason = { key: 'titleSkills', skills: ['React', 'Project management'], mentioned: [] };
    expect(text('en', reason)).toBe('Matches your title and skills: React, Project management');
    expect(text('zh', reason)).toBe('符合你的职位和技能：React、项目管理');
  });

  it('says the resume mentions the words only its text holds', () => {
    const title: Reason = { key: 'titleMentions', skills: [], mentioned: ['React', 'TypeScript'] };
    expect(text('en', title)).toBe('Matches your title. Your resume mentions: React, TypeScript');
    expect(text('zh', title)).toBe('符合你的职位，简历中提到：React、TypeScript');
    const alone: Reason = { key: 'mentions', skills: [], mentioned: ['Project management'] };
    expect(text('en', alone)).toBe('Your resume mentions: Project management');
    expect(text('zh', alone)).toBe('你的简历中提到：项目管理');
    expect(text('en', { ...alone, key: 'mentionsCity' })).toBe(
      'Matches your city, and your resume mentions: Project management',
    );
  });

  it('names the listed skills, then what the resume mentions besides', () => {
    const reason: Reason = { key: 'skillsCity', skills: ['React'], mentioned: ['TypeScript'] };
    expect(text('en', reason)).toBe('Matches your skills and city: React. Your resume also mentions: TypeScript');
    expect(text('zh', reason)).toBe('符合你的技能和所在城市：React；简历中还提到：TypeScript');
  });
});
