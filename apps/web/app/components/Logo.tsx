import { initials } from '../lib/brand';

/** A company logo, or its initials when there is none (decorative: the name is next to it). */
export function Logo({ url, name, size = 'size-12' }: { url: string | null; name: string; size?: string }) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        className={`${size} shrink-0 rounded-lg border border-slate-200 bg-white object-contain`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-base font-semibold text-slate-700`}
    >
      {initials(name)}
    </span>
  );
}
