import { formatDate, GUIDES, PDF_A4 } from '@jobbridge/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { get } from '../account/test-kit';

/** The text of every page of a PDF (pdf.js), spaces dropped, and the first page's size in points. */
async function readPdf(bytes: Buffer): Promise<{ text: string; size: number[] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  const size = (await pdf.getPage(1)).view.slice(2).map((v) => Math.round(v * 100) / 100);
  await pdf.destroy();
  return { text: text.replace(/\s+/g, ''), size };
}
const squeeze = (text: string) => text.replace(/\s+/g, '');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/manager/guidePdf/:file', () => {
  const guide = GUIDES[2];

  it('renders the guide in English, without signing in, as an attachment with its length', async () => {
    const res = await get(t.app, `/api/manager/guidePdf/file${guide.id}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`JobBridge-${guide.slug}-en.pdf`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, size } = await readPdf(res.rawPayload);
    expect(size).toEqual([PDF_A4.width, PDF_A4.height]);
    expect(text).toContain(squeeze(guide.title.en));
    expect(text).toContain(squeeze(guide.sections[0].heading.en));
    expect(text).toContain(squeeze(guide.sections.at(-1)?.heading.en ?? ''));
    expect(text).toContain(squeeze(formatDate(guide.updated, 'en')));
    expect(text).toContain(squeeze(guide.sources[0].url));
  }, 60_000);

  it('renders the guide in Chinese', async () => {
    const res = await get(t.app, `/api/manager/guidePdf/file${guide.id}?lang=zh`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain(squeeze(guide.title.zh));
    expect(text).toContain(squeeze(guide.sections[1].heading.zh));
    expect(text).toContain('官方来源');
    expect(text).not.toContain(squeeze(guide.title.en));
  }, 60_000);

  it('answers 4004 for a file that is not a guide, and 4000 for another language', async () => {
    for (const file of ['file10008', 'file99999', 'calculator', '10000']) {
      const res = await get(t.app, `/api/manager/guidePdf/${file}?lang=en`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 4004 });
    }
    const res = await get(t.app, `/api/manager/guidePdf/file${guide.id}?lang=fr`);
    expect(res.json().code).toBe(4000);
  });
});
