import { FOOTER_HIDDEN_ROUTES, LOGIN_REQUIRED_ROUTES } from '@jobbridge/shared';
import { describe, expect, it } from 'vitest';
import { headerSearchTarget, isLoginRequired, matchesRoute, showsFooter, showsHeaderLinks } from './route-rules';

describe('footer visibility', () => {
  it.each([...FOOTER_HIDDEN_ROUTES])('is hidden on %s', (route) => {
    expect(showsFooter(route)).toBe(false);
  });

  it.each(['/jobs/123', '/email/confirm/4f1c', '/wxbind/12/abc', '/jobs/', '/employer/step2'])(
    'is hidden below a hidden route: %s',
    (path) => {
      expect(showsFooter(path)).toBe(false);
    },
  );

  it.each([
    '/',
    '/companies',
    '/companies/Acme',
    '/guides',
    '/guides/file10003',
    '/profile',
    '/tracker',
    '/bindemail',
    '/jobsearch',
    '/emailcheck',
    '/nope',
  ])('is shown on %s', (path) => {
    expect(showsFooter(path)).toBe(true);
  });
});

describe('header rules', () => {
  it('hides the links on signup, login and step only', () => {
    expect(showsHeaderLinks('/login')).toBe(false);
    expect(showsHeaderLinks('/signup')).toBe(false);
    expect(showsHeaderLinks('/step')).toBe(false);
    expect(showsHeaderLinks('/')).toBe(true);
    expect(showsHeaderLinks('/jobs')).toBe(true);
    expect(showsHeaderLinks('/forget')).toBe(true);
  });

  it('searches the section the page belongs to', () => {
    expect(headerSearchTarget('/jobs')).toBe('/jobs');
    expect(headerSearchTarget('/jobs/42')).toBe('/jobs');
    expect(headerSearchTarget('/companies')).toBe('/companies');
    expect(headerSearchTarget('/companies/Acme')).toBe('/companies');
    expect(headerSearchTarget('/')).toBeNull();
    expect(headerSearchTarget('/guides')).toBeNull();
  });
});

describe('loginRequired', () => {
  it.each([...LOGIN_REQUIRED_ROUTES, '/profile/resume_view/abc'])('%s needs a session', (path) => {
    expect(isLoginRequired(path)).toBe(true);
  });
  it('does not cover lookalike paths', () => {
    expect(isLoginRequired('/settings')).toBe(false);
    expect(isLoginRequired('/messages')).toBe(false);
    expect(isLoginRequired('/')).toBe(false);
  });
  it('ignores a trailing slash', () => {
    expect(matchesRoute('/tracker/', ['/tracker'])).toBe(true);
  });
});
