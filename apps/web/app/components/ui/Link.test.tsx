import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
// biome-ignore lint/style/noRestrictedImports: the one place Router's own Link is wrapped (and compared with).
import { MemoryRouter, Link as RouterLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, plainHref, ServerLink } from './Link';

type Props = ComponentProps<typeof RouterLink>;

const inRouter = (element: React.ReactElement) =>
  renderToString(<MemoryRouter initialEntries={['/jobs/search?page=2']}>{element}</MemoryRouter>);

const cases: Props[] = [
  { to: '/', children: 'Home' },
  { to: '/jobs/12', className: 'after:absolute hover:text-teal-800', children: 'Engineer' },
  { to: '/jobs?page=2&keyword=a%20b', 'aria-label': 'Page 2', children: '2' },
  { to: '/jobs/', children: 'Trailing slash' },
  { to: '/companies#open', target: '_blank', rel: 'noopener', children: 'Open' },
  { to: '/login?redirect=%2Fjobs', reloadDocument: true, children: 'Sign in' },
  { to: '/guides', discover: 'none', children: 'Guides' },
  { to: '/jobs', replace: true, state: { from: 'x' }, preventScrollReset: true, children: 'Kept props' },
  // Not plain paths: Router's Link writes these.
  { to: '#skills', children: 'Hash' },
  { to: 'edit', children: 'Relative' },
  { to: '/jobs/../companies', children: 'Dot segments' },
  { to: '/jobs?', children: 'Bare question mark' },
  { to: '//elsewhere.example/x', children: 'Protocol-relative' },
  { to: 'https://example.com/a', children: 'Another site' },
  { to: { pathname: '/jobs', search: '?page=3' }, children: 'Object' },
  { to: '/jobs', prefetch: 'render', children: 'Prefetched' },
  { to: '/jobs/12', mask: '/jobs', children: 'Masked' },
];

describe('Link on the server', () => {
  it.each(cases.map((props) => [String(typeof props.to === 'string' ? props.to : 'object'), props] as const))(
    'writes the markup Router Link writes for %s',
    (_, props) => {
      expect(inRouter(<ServerLink {...props} />)).toBe(inRouter(<RouterLink {...props} />));
    },
  );

  it('renders a plain path without reading the router', () => {
    // Router's Link needs its context (its hooks); the plain anchor does not.
    expect(() => renderToString(<RouterLink to="/jobs/12">x</RouterLink>)).toThrow();
    expect(renderToString(<ServerLink to="/jobs/12">x</ServerLink>)).toBe(
      '<a href="/jobs/12" data-discover="true">x</a>',
    );
  });

  it('is the Link the server renders with', () => {
    expect(import.meta.env.SSR).toBe(true);
    expect(Link).toBe(ServerLink);
  });

  it('takes only plain site paths the short way', () => {
    for (const to of ['/', '/jobs', '/jobs/12/', '/jobs?page=2', '/a#b', '/a?b=c#d'])
      expect(plainHref(to), to).toBe(to);
    for (const to of ['', 'jobs', './jobs', '../x', '//x', '/a//b', '/./a', '/a/..', '/a?', '/a#', '#x', 'mailto:a@b'])
      expect(plainHref(to), to).toBeNull();
    expect(plainHref({ pathname: '/jobs' })).toBeNull();
  });
});
