import { GUIDES } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import { guideArticle, guideIdOf, guideView } from './guides';

describe('guide pages', () => {
  it('take only the guide ids', () => {
    expect(guideIdOf('file10000')).toBe(10000);
    expect(guideIdOf('file10008')).toBeNull();
    expect(guideIdOf('calculator')).toBeNull();
  });

  it('show a guide in one language only', () => {
    const zh = guideView(GUIDES[4], 'zh');
    expect(zh.fileKey).toBe('file10004');
    expect(zh.title).toBe(GUIDES[4].title.zh);
    expect(zh.sections[1].list).toEqual(GUIDES[4].sections[1].list?.zh);
    expect(JSON.stringify(zh)).not.toContain(GUIDES[4].title.en);
  });

  it('describe a guide as a schema.org Article by JobBridge', () => {
    const url = 'https://jobbridge.example/guides/file10002?lang=en';
    const article = guideArticle(guideView(GUIDES[2], 'en'), 'en', 'https://jobbridge.example', url);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: GUIDES[2].title.en,
      datePublished: GUIDES[2].updated,
      dateModified: GUIDES[2].updated,
      inLanguage: 'en',
      mainEntityOfPage: url,
      author: { '@type': 'Organization', name: 'JobBridge' },
      publisher: { '@type': 'Organization', name: 'JobBridge' },
    });
    expect(article.isBasedOn).toContain('https://www.chinatax.gov.cn/');
    expect(guideArticle(guideView(GUIDES[2], 'zh'), 'zh', '', url).inLanguage).toBe('zh-CN');
  });
});
