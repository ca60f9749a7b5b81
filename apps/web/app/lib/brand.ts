import type { Locale } from '@jobbridge/shared';

interface Brand {
  brand_name: string;
  eng_brand_name: string;
}

/** A company's brand in the reader's language: zh → brand_name, en → eng_brand_name, each falling back to the other. */
export function brandName(company: Brand, locale: Locale): string {
  const first = locale === 'zh' ? company.brand_name : company.eng_brand_name;
  const second = locale === 'zh' ? company.eng_brand_name : company.brand_name;
  return (first || second || '').trim();
}

/** Letters shown in place of a missing logo: "Acme Robotics" → "AR", "腾讯" → "腾". */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '?';
  if (/^[\p{Script=Han}]/u.test(trimmed)) return trimmed.slice(0, 1);
  const words = trimmed.split(/[\s\-_.&]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0][0]}${words[1][0]}` : trimmed.slice(0, 2);
  return letters.toUpperCase();
}

/**
 * Letters shown in place of a person's photo: "Alex Tester" → "AT", a first name alone → its first letter
 * ("Alex" → "A", not "AL", which would read as someone else's initials), "王小明" → "王".
 */
export function personInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1 || /^[\p{Script=Han}]/u.test(words[0])) return words[0].slice(0, 1).toUpperCase();
  return `${words[0][0]}${words[1][0]}`.toUpperCase();
}

/** The label of a config option code, or the code itself when unknown. */
export function labelOf(
  options: readonly { value: string; label: string }[],
  value: string | null | undefined,
): string {
  if (!value) return '';
  return options.find((option) => option.value === String(value))?.label ?? '';
}
