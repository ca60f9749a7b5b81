import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, MAX_TOKEN_LENGTH, queryTokens, searchTokens } from './search-tokens';

/** Every query token is among the document's tokens. */
const matches = (document: string, query: string) => {
  const tokens = new Set(searchTokens(document));
  const wanted = queryTokens(query);
  return wanted.length > 0 && wanted.every((token) => tokens.has(token));
};

describe('searchTokens', () => {
  it('turns Chinese runs into overlapping bigrams', () => {
    expect(searchTokens('前端开发工程师')).toEqual(['前端', '端开', '开发', '发工', '工程', '程师']);
  });

  it('keeps a lone CJK character as a unigram', () => {
    expect(searchTokens('销售 男 经理')).toEqual(['销售', '男', '经理']);
  });

  it('lower-cases English words and keeps one-letter words', () => {
    expect(searchTokens('Senior Product Manager, B2B SaaS (R)')).toEqual([
      'senior',
      'product',
      'manager',
      'b2b',
      'saas',
      'r',
    ]);
  });

  it('keeps programming names sensibly', () => {
    const tokens = searchTokens('C++, C#, Node.js, .NET, front-end, UI/UX and R&D');
    for (const t of ['c++', 'c#', 'node.js', 'node', 'js', 'nodejs', '.net', 'front-end', 'front', 'end', 'frontend']) {
      expect(tokens).toContain(t);
    }
    expect(tokens).toContain('ui/ux');
    expect(tokens).toContain('r&d');
    expect(tokens).not.toContain('c');
  });

  it('splits mixed Chinese and Latin text', () => {
    expect(searchTokens('React前端工程师（5年经验）')).toEqual([
      'react',
      '前端',
      '端工',
      '工程',
      '程师',
      '5',
      '年经',
      '经验',
    ]);
  });

  it('normalises full-width characters and deduplicates', () => {
    expect(searchTokens('ＪＡＶＡ java Java　前端 前端')).toEqual(['java', '前端']);
  });

  it('does not glue the parts of numbers together', () => {
    expect(searchTokens('3.5')).toEqual(['3.5', '3', '5']);
  });

  it('survives hostile input', () => {
    expect(searchTokens('')).toEqual([]);
    expect(searchTokens("   \u0000\u0007 <script>alert(1)</script> ' OR 1=1; -- ")).toEqual([
      'script',
      'alert',
      '1',
      'or',
    ]);
    expect(searchTokens('😀🚀 \uD800 \u200B')).toEqual([]);
    expect(searchTokens('a'.repeat(MAX_TOKEN_LENGTH + 1))).toEqual([]);
    expect(searchTokens(undefined as unknown as string)).toEqual([]);
    const long = '前'.repeat(100_000);
    expect(searchTokens(long)).toEqual(['前前']);
  });
});

describe('queryTokens', () => {
  it('gives exactly the bigram of a 2-character Chinese word', () => {
    expect(queryTokens('前端')).toEqual(['前端']);
    expect(queryTokens('外教')).toEqual(['外教']);
    expect(queryTokens('男')).toEqual(['男']);
  });

  it('covers longer Chinese runs with non-overlapping bigrams', () => {
    expect(queryTokens('前端工程师')).toEqual(['前端', '工程', '程师']);
    expect(queryTokens('产品经理')).toEqual(['产品', '经理']);
  });

  it('matches documents the way a reader expects', () => {
    expect(matches('高级前端开发工程师', '前端')).toBe(true);
    expect(matches('高级前端开发工程师', '前端工程师')).toBe(true);
    expect(matches('高级前端开发工程师', '开发工程师')).toBe(true);
    expect(matches('英语外教 English Teacher', 'english teacher')).toBe(true);
    expect(matches('英语外教 English Teacher', '外教 English')).toBe(true);
    expect(matches('Backend Engineer (Node.js)', 'node.js')).toBe(true);
    expect(matches('Backend Engineer (Node.js)', 'NODE')).toBe(true);
    expect(matches('Senior C++ Developer', 'c++')).toBe(true);
    expect(matches('Frontend Engineer', 'front-end')).toBe(false);
    expect(matches('Front-end Engineer', 'frontend')).toBe(true);
    expect(matches('销售经理', '前端')).toBe(false);
    expect(matches('后端开发', '前端')).toBe(false);
  });

  it('limits hostile queries', () => {
    expect(queryTokens('')).toEqual([]);
    expect(queryTokens("'; drop table jobs; --")).toEqual(['drop', 'table', 'jobs']);
    expect(queryTokens('a b c d e f g h i j k l m n o p q r s t u v w x y z 0 1 2 3 4 5 6 7 8 9').length).toBe(
      MAX_QUERY_TOKENS,
    );
    expect(queryTokens('前'.repeat(1_000_000))).toEqual(['前前']);
    expect(queryTokens('&|!():*<->')).toEqual([]);
  });
});
