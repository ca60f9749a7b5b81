import { RESUME_SKILLS_MAX, SKILL_MAX_LENGTH, skillKey, skillLabel, suggestSkills } from '@jobbridge/shared';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText } from '../../lib/api-message';
import { useSite } from '../../lib/use-site';
import { secondaryButton } from '../account/fields';
import { SkillTags } from '../jobs/SkillTags';
import { inputClass } from '../login/fields';
import { BusyButton } from '../ui/BusyButton';
import { Combobox } from '../ui/Combobox';
import { useToast } from '../ui/Toast';
import { Card, EmptyState } from './parts';
import { TagField } from './TagField';

/**
 * The resume's skills (decision 0037): the input suggests skills of the
 * shared list in the page's language; a skill picked or typed that is in
 * the list is stored by its key, any other as typed. Each change is saved
 * at once. Others see the tags read-only.
 */
export function SkillsCard({ skills, editable }: { skills: readonly string[]; editable: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<string[]>([...skills]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async (next: string[]) => {
    const before = chosen;
    setChosen(next);
    setBusy(true);
    const envelope = await browserApi.updSkills({ skills: next });
    setBusy(false);
    if (envelope.success) {
      setChosen(envelope.data.skills);
      toast.success(t('profile.skills.saved'));
      await revalidator.revalidate();
    } else {
      setChosen(before);
      toast.error(failureText(t, envelope));
    }
  };
  const add = (typed: string) => {
    const key = skillKey(typed);
    setText('');
    if (!key || chosen.includes(key) || chosen.length >= RESUME_SKILLS_MAX) return;
    void save([...chosen, key]);
  };

  return (
    <Card id="skills" title={t('profile.skills.heading')}>
      {!editable ? (
        skills.length ? (
          <SkillTags skills={skills} />
        ) : (
          <EmptyState>{t('profile.skills.empty')}</EmptyState>
        )
      ) : (
        <TagField
          id={`${id}-skills`}
          legend={t('profile.skills.legend')}
          hint={t('profile.skills.hint')}
          tags={chosen.map((skill) => ({ key: skill, label: skillLabel(skill, locale) }))}
          onRemove={(key) => void save(chosen.filter((skill) => skill !== key))}
          max={RESUME_SKILLS_MAX}
        >
          <div className="flex items-end gap-2">
            <Combobox
              className="min-w-0 flex-1"
              label={t('profile.skills.input')}
              hideLabel
              value={text}
              onChange={(value) => setText(value.slice(0, SKILL_MAX_LENGTH))}
              options={suggestSkills(text, locale, chosen).map((skill) => ({ key: skill.en, label: skill[locale] }))}
              onSelect={(option) => add(option.key)}
              inputClassName={inputClass}
            />
            <BusyButton
              type="button"
              className={`${secondaryButton} shrink-0 whitespace-nowrap`}
              busy={busy}
              disabled={!text.trim()}
              onClick={() => add(text)}
            >
              {t('jobAlert.add')}
              <span className="sr-only"> {t('profile.skills.heading')}</span>
            </BusyButton>
          </div>
        </TagField>
      )}
    </Card>
  );
}
