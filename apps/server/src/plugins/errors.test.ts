import { describe, expect, it } from 'vitest';
import { loggableError } from './errors';

describe('loggableError', () => {
  it('keeps type, code, first message line and stack frames, never query parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new Error('Failed query: select * from users where email = $1\nparams: someone@example.com', {
      cause,
    });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: select * from users where email = $1',
      cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
    });
    expect(JSON.stringify(logged)).not.toContain('someone@example.com');
    expect(String(logged.stack)).toMatch(/^ {4}at /);
  });
});
