import { describe, expect, it } from 'vitest';
import { createJobAlertBody } from './alert';
import { localizeIssues } from './issues';

const fieldsOf = (body: Record<string, unknown>) => {
  const parsed = createJobAlertBody.safeParse(body);
  if (parsed.success) throw new Error('expected a failure');
  return localizeIssues(parsed.error.issues, body, 'en');
};

describe('field messages of validation issues', () => {
  it('says "required" only for a value that is really missing', () => {
    expect(fieldsOf({ job_search_status: ['x'] })).toEqual({
      job_search_status: 'This value is not valid',
    });
    expect(fieldsOf({ industry: ['internet', null] })).toEqual({ 'industry.1': 'This field is required' });
  });

  it('names a bad item of a list sent as comma-separated text as invalid, not missing', () => {
    expect(fieldsOf({ job_type_open_to: "' OR 1=1 --" })).toEqual({ 'job_type_open_to.0': 'This value is not valid' });
    expect(fieldsOf({ industry: 'internet,<b>' })).toEqual({ 'industry.1': 'This value is not valid' });
  });
});
