import { catalogues } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import { registerCatalogues } from '../i18n/catalogue';
import { translatorFor } from '../i18n/create';
import {
  companyFormOf,
  companyFormProblems,
  creditCodeProblem,
  documentProblem,
  isSameAddress,
  reviewStatusLine,
} from './employer';

describe('employer onboarding in the browser', () => {
  it('ties the resend countdown and the code to the address the code went to', () => {
    expect(isSameAddress('hr@acme.cn', null)).toBe(false);
    expect(isSameAddress(' HR@Acme.cn ', 'hr@acme.cn')).toBe(true);
    expect(isSameAddress('hr@acme.com', 'hr@acme.cn')).toBe(false);
  });

  it('checks the company form with the shared rules', () => {
    const form = { ...companyFormOf(null), brand_name: '测试', eng_brand_name: 'Test' };
    expect(companyFormProblems(form)).toEqual({ business_license_name: 'errors.field.required' });
    const bad = { ...form, business_license_name: 'X', website: 'ftp://x', founded_year: '3000' };
    expect(companyFormProblems(bad, new Date('2026-01-01'))).toEqual({
      website: 'errors.field.invalid',
      founded_year: 'errors.field.invalid',
    });
  });

  it('checks the credit code and licence files before sending', () => {
    expect(creditCodeProblem('91440300708461136T')).toBeNull();
    expect(creditCodeProblem('91440300708461136A')).toBe('errors.field.creditCode');
    expect(documentProblem({ name: 'licence.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(documentProblem({ name: 'licence.docx', size: 1000, type: '' })).toBe('type');
    expect(documentProblem({ name: 'licence.png', size: 21 * 1024 * 1024, type: 'image/png' })).toBe('size');
  });

  it("writes the review status in the page language's punctuation, with a refusal's reason and note", () => {
    registerCatalogues(catalogues);
    const zh = translatorFor('zh').t;
    const en = translatorFor('en').t;
    const approved = { label: zh('employer.company.info'), status: 'approved', reason: '', note: null };
    expect(reviewStatusLine(zh, approved)).toBe('公司信息：已通过');
    const refused = { status: 'rejected', reason: zh('review.reasons.nameMismatch'), note: '名称不一致' };
    expect(reviewStatusLine(zh, { ...refused, label: zh('employer.company.license') })).toBe(
      `营业执照：${zh('employer.review.rejected')}（${zh('review.reasons.nameMismatch')}：名称不一致）`,
    );
    expect(
      reviewStatusLine(en, { label: 'Business licence', status: 'rejected', reason: 'Unreadable', note: null }),
    ).toBe(`Business licence: ${en('employer.review.rejected')} (Unreadable)`);
    // A reason is only said for a refusal.
    expect(
      reviewStatusLine(en, { label: 'Business licence', status: 'pending', reason: 'Unreadable', note: 'x' }),
    ).toBe(`Business licence: ${en('employer.review.pending')}`);
  });
});
