/**
 * /robots.txt: everything public may be crawled; the development tools, the
 * API and the account pages may not (the development pages also say noindex).
 */
const DISALLOW = [
  '/dev/',
  '/api/',
  '/setting',
  '/basicinfo',
  '/bind',
  '/bindemail',
  '/emailcheck',
  '/email/confirm/',
  '/wxbind',
  '/profile',
  '/tracker',
  '/message',
  '/step',
];

export function robotsTxt(): string {
  return ['User-agent: *', ...DISALLOW.map((path) => `Disallow: ${path}`), ''].join('\n');
}

export function loader() {
  return new Response(robotsTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
