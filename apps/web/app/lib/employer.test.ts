import { describe, expect, it } from 'vitest';
import { companyFormOf, companyFormProblems, creditCodeProblem, documentProblem, isSameAddress } from './employer';

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
});
