import type { Envelope } from '@jobbridge/shared';
import { type ReactNode, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import type { Career, CareerBody, Education, EducationBody } from '../../api/types';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import {
  careerDraft,
  educationDraft,
  emptyCareer,
  emptyEducation,
  periodText,
  sortCareers,
  sortEducations,
} from '../../lib/resume-entries';
import { useSite } from '../../lib/use-site';
import { secondaryButton } from '../account/fields';
import { useToast } from '../ui/Toast';
import { CareerForm, EducationForm, type SaveOutcome } from './EntryForms';
import { Card, ConfirmDialog, EmptyState, smallButton } from './parts';

/**
 * Work experience and education on the profile and in the wizard: the
 * entries newest first, each with Edit and Delete (asked first); one form
 * open at a time. After each change the page's data reloads, so the profile
 * strength follows.
 */

type Editing = { kind: 'new' } | { kind: 'edit'; id: number } | null;

function outcomeOf(t: ReturnType<typeof useTranslation>['t'], envelope: Envelope<unknown>): SaveOutcome {
  if (envelope.success) return null;
  const fields = fieldErrors(envelope);
  return { fields, message: Object.keys(fields).length ? null : failureText(t, envelope) };
}

/** Shared list behaviour: which form is open, the delete question, focus after closing. */
function useEntryEditing(startAdding: boolean) {
  const [editing, setEditing] = useState<Editing>(startAdding ? { kind: 'new' } : null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  const close = () => {
    setEditing(null);
    // Back to the list's start, where the Add button is.
    requestAnimationFrame(() => heading.current?.querySelector<HTMLElement>('[data-add]')?.focus());
  };
  return { editing, setEditing, deleting, setDeleting, busy, setBusy, heading, close };
}

function EntryActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex shrink-0 gap-2">
      <button type="button" className={smallButton} onClick={onEdit}>
        {t('profile.edit')}
        <span className="sr-only"> {name}</span>
      </button>
      <button type="button" className={`${smallButton} text-red-800`} onClick={onDelete}>
        {t('profile.delete')}
        <span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}

function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" data-add className={secondaryButton} onClick={onClick} disabled={disabled}>
      + {label}
    </button>
  );
}

export function CareerSection({
  careers,
  editable = true,
  intro,
  headingLevel,
  startAdding = false,
}: {
  careers: Career[];
  editable?: boolean;
  intro?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Open the add form at once (the wizard, when nothing is there yet). */
  startAdding?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { editing, setEditing, deleting, setDeleting, busy, setBusy, heading, close } = useEntryEditing(startAdding);

  const save = async (body: CareerBody, id?: number): Promise<SaveOutcome> => {
    const envelope = id ? await browserApi.updCareerById({ ...body, career_id: id }) : await browserApi.insCareer(body);
    if (!envelope.success) return outcomeOf(t, envelope);
    toast.success(t(id ? 'profile.career.updated' : 'profile.career.added'));
    close();
    await revalidator.revalidate();
    return null;
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const envelope = await browserApi.delCareerById({ career_id: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (envelope.success) {
      toast.success(t('profile.career.deleted'));
      await revalidator.revalidate();
    } else toast.error(failureText(t, envelope, { 5000: t('profile.deleteFailed') }));
  };

  const list = sortCareers(careers);
  return (
    <Card
      id="experience"
      headingLevel={headingLevel}
      title={t('profile.career.heading')}
      actions={
        editable && (
          <div ref={heading}>
            <AddButton
              label={t('profile.career.add')}
              onClick={() => setEditing({ kind: 'new' })}
              disabled={editing?.kind === 'new'}
            />
          </div>
        )
      }
    >
      {intro}
      {editing?.kind === 'new' && (
        <div className="mb-4">
          <CareerForm
            title={t('profile.career.addTitle')}
            initial={emptyCareer()}
            onSubmit={(body) => save(body)}
            onCancel={close}
          />
        </div>
      )}
      {list.length === 0 && editing?.kind !== 'new' ? (
        <EmptyState>{editable ? t('profile.career.emptyOwn') : t('profile.career.empty')}</EmptyState>
      ) : (
        <ol className="space-y-4">
          {list.map((career) => {
            const name = `${career.title} · ${career.company_name}`;
            if (editing?.kind === 'edit' && editing.id === career.career_id) {
              return (
                <li key={career.career_id}>
                  <CareerForm
                    title={t('profile.career.editTitle', { name })}
                    initial={careerDraft(career)}
                    onSubmit={(body) => save(body, career.career_id)}
                    onCancel={close}
                  />
                </li>
              );
            }
            return (
              <li key={career.career_id} className="border-l-2 border-teal-600 pl-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{career.title}</p>
                    <p className="text-slate-800">{career.company_name}</p>
                    <p className="text-sm text-slate-600">
                      {periodText(
                        career.start_date,
                        career.is_current ? null : career.end_date,
                        locale,
                        t('profile.present'),
                      )}
                    </p>
                  </div>
                  {editable && (
                    <EntryActions
                      name={name}
                      onEdit={() => setEditing({ kind: 'edit', id: career.career_id })}
                      onDelete={() => setDeleting({ id: career.career_id, name })}
                    />
                  )}
                </div>
                {career.responsibilities.trim() && (
                  <p className="mt-2 whitespace-pre-line text-slate-700">{career.responsibilities}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.career.deleteTitle')}
        confirmLabel={t('profile.delete')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {t('profile.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}

export function EducationSection({
  educations,
  editable = true,
  intro,
  headingLevel,
  startAdding = false,
}: {
  educations: Education[];
  editable?: boolean;
  intro?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Open the add form at once (the wizard, when nothing is there yet). */
  startAdding?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { editing, setEditing, deleting, setDeleting, busy, setBusy, heading, close } = useEntryEditing(startAdding);

  const save = async (body: EducationBody, id?: number): Promise<SaveOutcome> => {
    const envelope = id
      ? await browserApi.updEducationById({ ...body, education_id: id })
      : await browserApi.insEducation(body);
    if (!envelope.success) return outcomeOf(t, envelope);
    toast.success(t(id ? 'profile.education.updated' : 'profile.education.added'));
    close();
    await revalidator.revalidate();
    return null;
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const envelope = await browserApi.delEducationById({ education_id: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (envelope.success) {
      toast.success(t('profile.education.deleted'));
      await revalidator.revalidate();
    } else toast.error(failureText(t, envelope, { 5000: t('profile.deleteFailed') }));
  };

  const list = sortEducations(educations);
  return (
    <Card
      id="education"
      headingLevel={headingLevel}
      title={t('profile.education.heading')}
      actions={
        editable && (
          <div ref={heading}>
            <AddButton
              label={t('profile.education.add')}
              onClick={() => setEditing({ kind: 'new' })}
              disabled={editing?.kind === 'new'}
            />
          </div>
        )
      }
    >
      {intro}
      {editing?.kind === 'new' && (
        <div className="mb-4">
          <EducationForm
            title={t('profile.education.addTitle')}
            initial={emptyEducation()}
            onSubmit={(body) => save(body)}
            onCancel={close}
          />
        </div>
      )}
      {list.length === 0 && editing?.kind !== 'new' ? (
        <EmptyState>{editable ? t('profile.education.emptyOwn') : t('profile.education.empty')}</EmptyState>
      ) : (
        <ol className="space-y-4">
          {list.map((education) => {
            const name = education.school;
            if (editing?.kind === 'edit' && editing.id === education.education_id) {
              return (
                <li key={education.education_id}>
                  <EducationForm
                    title={t('profile.education.editTitle', { name })}
                    initial={educationDraft(education)}
                    onSubmit={(body) => save(body, education.education_id)}
                    onCancel={close}
                  />
                </li>
              );
            }
            return (
              <li key={education.education_id} className="border-l-2 border-teal-600 pl-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{education.school}</p>
                    <p className="text-slate-800">{[education.degree, education.major].filter(Boolean).join(' · ')}</p>
                    <p className="text-sm text-slate-600">
                      {periodText(education.start_date, education.end_date, locale, t('profile.studying'))}
                    </p>
                  </div>
                  {editable && (
                    <EntryActions
                      name={name}
                      onEdit={() => setEditing({ kind: 'edit', id: education.education_id })}
                      onDelete={() => setDeleting({ id: education.education_id, name })}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.education.deleteTitle')}
        confirmLabel={t('profile.delete')}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {t('profile.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}
