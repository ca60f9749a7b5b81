import { formatBadge } from '../../lib/badge';

/** The red count on an icon; hidden from assistive tech (the control's name states the count). */
export function CountBadge({
  count,
  className = '',
  inline = false,
}: {
  count: number;
  className?: string;
  inline?: boolean;
}) {
  const text = formatBadge(count);
  if (!text) return null;
  if (inline) {
    return (
      <span
        aria-hidden="true"
        className={`ml-1.5 inline-block min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white ${className}`}
      >
        {text}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`absolute -top-1.5 -right-2 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white ${className}`}
    >
      {text}
    </span>
  );
}
