import { configItems } from '@jobbridge/db';
import { PDF_A4 } from '@jobbridge/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../testing';
import { get, post } from '../account/test-kit';
import { breakPoints, renderResumePdf } from './pdf';

/** The text of every page of a PDF (pdf.js), and the pages' sizes in points. */
async function readPdf(bytes: Buffer): Promise<{ pages: string[]; sizes: number[][] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  const pages: string[] = [];
  const sizes: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    sizes.push(page.view.slice(2).map((v) => Math.round(v * 100) / 100));
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return { pages, sizes };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(configItems)
    .values([
      { kind: 'mandarin', value: 'fluent', label_en: 'Fluent', label_zh: '流利' },
      { kind: 'language', value: 'en', label_en: 'English', label_zh: '英语' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => {
  await t?.close();
});

describe('resume PDF', () => {
  it('breaks Chinese between characters and keeps Latin words whole', () => {
    expect(breakPoints('负责React开发')).toEqual(['负', '', '责', '', 'React', '', '开', '', '发', '']);
    expect(breakPoints('TypeScript')).toEqual(['TypeScript']);
  });

  it('GET resume/pdf renders the resume on A4 with Chinese and English text and the chosen headings', async () => {
    const me = await signedInUser(t.database, {
      first_name: '小明',
      last_name: '王',
      mandarin: 'fluent',
      native_language: 'en',
    });
    await post(t.app, 'resume/updSummary', { summary: '全栈工程师 Full-stack engineer' }, { cookie: me.cookie });
    await post(t.app, 'resume/updSkills', { skills: 'Project management,Cold calling' }, { cookie: me.cookie });
    await post(
      t.app,
      'resume/insCareer',
      {
        company_name: '腾讯 Tencent',
        title: 'Senior Engineer',
        start_date: '2018-01-01',
        end_date: '',
        is_current: 'true',
        responsibilities: '负责支付系统 Payments platform',
      },
      { cookie: me.cookie },
    );
    await post(
      t.app,
      'resume/insEducation',
      {
        school: '清华大学',
        degree: 'Bachelor',
        major: 'Computer Science',
        start_date: '2010-09-01',
        end_date: '2014-07-01',
      },
      { cookie: me.cookie },
    );

    const zh = await get(t.app, '/api/resume/pdf?lang=zh', { cookie: me.cookie });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    expect(String(zh.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(zh.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, sizes } = await readPdf(zh.rawPayload);
    expect(sizes[0]).toEqual([PDF_A4.width, PDF_A4.height]);
    const text = pages.join('\n');
    expect(decodeURIComponent(String(zh.headers['content-disposition']))).toContain('王小明的简历.pdf');
    for (const part of [
      '王小明',
      '2018年1月 – 至今',
      '2010年9月 – 2014年7月',
      '全栈工程师 Full-stack engineer',
      '负责支付系统 Payments platform',
      '清华大学',
      'Computer Science',
      '项目管理、Cold calling',
    ]) {
      expect(text).toContain(part);
    }
    for (const heading of ['个人简介', '技能', '工作经历', '教育经历', '语言能力', '至今', '流利', '英语'])
      expect(text).toContain(heading);

    const en = await readPdf((await get(t.app, '/api/resume/pdf?lang=en', { cookie: me.cookie })).rawPayload);
    const enText = en.pages.join('\n');
    // A Chinese name is family name first in every language; months in the page's language.
    for (const heading of ['王小明', 'Jan 2018 – Present', 'Sep 2010 – Jul 2014']) expect(enText).toContain(heading);
    for (const heading of ['Summary', 'Work experience', 'Education', 'Languages', 'Present', 'Mandarin: Fluent']) {
      expect(enText).toContain(heading);
    }
    expect(enText).toContain('负责支付系统');
    expect(enText).toContain('Project management, Cold calling');
  });

  it('flows a long resume onto further pages', async () => {
    const long = Array.from({ length: 12 }, (_, i) => ({
      company_name: `公司 ${i} Company`,
      title: `Engineer ${i}`,
      start_date: '2010-01-01',
      end_date: '2011-01-01',
      is_current: false,
      responsibilities: Array.from(
        { length: 6 },
        (_, j) => `第${j}项职责：负责设计和开发大型分布式系统 and shipping features to millions of users ${j}`,
      ).join('\n'),
    }));
    const pdf = await renderResumePdf(
      {
        first_name: 'Long',
        last_name: '简历',
        email: 'long@example.test',
        phone: null,
        summary: '很长的简历 A long resume',
        skills: [],
        careers: long,
        educations: [],
        mandarin: null,
        native_language: null,
      },
      'en',
    );
    const { pages, sizes } = await readPdf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const size of sizes) expect(size).toEqual([PDF_A4.width, PDF_A4.height]);
    expect(pages.join('')).toContain('Engineer 11');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('titles the document by the name, or plainly "Resume" when the profile has no name', async () => {
    const blank = {
      first_name: '',
      last_name: '',
      email: 'noname@example.test',
      phone: null,
      summary: '',
      skills: [],
      careers: [],
      educations: [],
      mandarin: null,
      native_language: null,
    };
    const titleOf = async (bytes: Buffer) => {
      const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false })
        .promise;
      const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Author?: string } };
      await pdf.destroy();
      return info;
    };
    expect((await titleOf(await renderResumePdf(blank, 'en'))).Title).toBe('Resume');
    expect((await titleOf(await renderResumePdf(blank, 'zh'))).Title).toBe('个人简历');
    const named = await titleOf(await renderResumePdf({ ...blank, first_name: 'Alice', last_name: 'Smith' }, 'en'));
    expect(named).toMatchObject({ Title: 'Alice Smith – Resume', Author: 'Alice Smith' });
  });

  it('needs a session and a known language', async () => {
    expect((await get(t.app, '/api/resume/pdf')).json().code).toBe(4001);
    const me = await signedInUser(t.database);
    expect((await get(t.app, '/api/resume/pdf?lang=fr', { cookie: me.cookie })).json().code).toBe(4000);
  });
});
