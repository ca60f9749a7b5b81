import { renderSVG } from 'uqr';
import type { Route } from './+types/follow-qr';

/** The footer's follow-us QR code: the site's address as an SVG, made on the server (no QR code in the client bundle). */
export function loader({ url }: Route.LoaderArgs) {
  const svg = renderSVG(`${url.origin}/`, {
    ecc: 'M',
    border: 2,
    pixelSize: 4,
    blackColor: '#0f172a',
    whiteColor: '#ffffff',
  });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
