import { skillLabel } from '@jobbridge/shared';
import { useSite } from '../../lib/use-site';

/**
 * Skill tags, each by the one display rule (skillLabel, decision 0037): a
 * skill of the shared list in the page's language, any other as stored.
 */
export function SkillTags({
  skills,
  label,
  tone = 'teal',
  className = '',
}: {
  skills: readonly string[];
  /** The list's accessible name, when the heading above does not give it. */
  label?: string;
  tone?: 'teal' | 'slate' | 'amber';
  className?: string;
}) {
  const { locale } = useSite();
  const colours = {
    teal: 'border-teal-200 bg-teal-50 text-teal-900',
    slate: 'border-slate-200 bg-slate-50 text-slate-800',
    amber: 'border-amber-200 bg-amber-50 text-amber-900',
  }[tone];
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {skills.map((skill) => (
        <li key={skill} className={`rounded-md border px-3 py-1 text-sm ${colours}`}>
          {skillLabel(skill, locale)}
        </li>
      ))}
    </ul>
  );
}
