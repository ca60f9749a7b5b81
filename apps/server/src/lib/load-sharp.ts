import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips) on first use. Loaded at start it added about 27 MB to every
 * instance's resident memory for work few requests do: avatars, company
 * documents and picture codes. Its cache stays off (an image is decoded once).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
