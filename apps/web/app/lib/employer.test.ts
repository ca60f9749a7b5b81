import { describe, expect, it } from 'vitest';
import {
  companyFormOf,
  companyFormProblems,
  creditCodeProblem,
  documentProblem,
  type EmailProof,
  readProof,
  resumeStep,
  writeProof,
} from './employer';

const proof: EmailProof = { user_id: 7, email: 'hr@acme.cn', free: false, email_token: '1.abc' };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('employer onboarding in the browser', () => {
  it('resumes at step 2 only with this user’s proof of step 1', () => {
    expect(resumeStep('email', null, 7)).toBe('email');
    expect(resumeStep('email', proof, 7)).toBe('info');
    expect(resumeStep('email', proof, 8)).toBe('email');
    expect(resumeStep('license', proof, 7)).toBe('license');
    expect(resumeStep('done', null, 7)).toBe('done');
  });

  it('keeps the proof in session storage and reads back only a well-formed one', () => {
    const storage = memoryStorage();
    writeProof(storage, proof);
    expect(readProof(storage)).toEqual(proof);
    writeProof(storage, null);
    expect(readProof(storage)).toBeNull();
    storage.setItem('jb.employer.email', '{not json');
    expect(readProof(storage)).toBeNull();
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
