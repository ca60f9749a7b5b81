import { type Career, type Education, type Envelope, formatPeriod } from '@jobbridge/shared';
import { type ReactNode, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../api/browser';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import type { CareerFields, EducationFields } from '../../lib/resume-entries';
import {
  careerDraft,
  educationDraft,
  emptyCareer,
  emptyEducation,
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

/** What differs between the entry lists: their texts, calls, form and how an entry reads. */
interface EntryKind<Entry, Body> {
  /** Card id (anchor). */
  anchor: 'experience' | 'education';
  /** Catalogue keys, written out whole so the catalogue test sees each one. */
  texts: Record<
    | 'heading'
    | 'add'
    | 'addTitle'
    | 'editTitle'
    | 'empty'
    | 'emptyOwn'
    | 'deleteTitle'
    | 'added'
    | 'updated'
    | 'deleted',
    string
  >;
  idOf: (entry: Entry) => number;
  nameOf: (entry: Entry) => string;
  sort: (entries: readonly Entry[]) => Entry[];
  empty: () => Body;
  draft: (entry: Entry) => Body;
  insert: (body: Body) => Promise<Envelope<unknown>>;
  update: (body: Body, id: number) => Promise<Envelope<unknown>>;
  remove: (id: number) => Promise<Envelope<unknown>>;
  Form: (props: {
    title: string;
    initial: Body;
    onSubmit: (body: Body) => Promise<SaveOutcome>;
    onCancel: () => void;
  }) => ReactNode;
  /** The entry as the list shows it: the lines beside the actions, and what goes under them. */
  Lines: (props: { entry: Entry }) => ReactNode;
  Below?: (props: { entry: Entry }) => ReactNode;
}

interface SectionProps {
  editable?: boolean;
  intro?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Open the add form at once (the wizard, when nothing is there yet). */
  startAdding?: boolean;
}

function EntryList<Entry, Body>({
  kind,
  entries,
  editable = true,
  intro,
  headingLevel,
  startAdding = false,
}: SectionProps & { kind: EntryKind<Entry, Body>; entries: Entry[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { editing, setEditing, deleting, setDeleting, busy, setBusy, heading, close } = useEntryEditing(startAdding);
  const { texts, Form, Lines, Below } = kind;

  const save = async (body: Body, id?: number): Promise<SaveOutcome> => {
    const envelope = id ? await kind.update(body, id) : await kind.insert(body);
    if (!envelope.success) return outcomeOf(t, envelope);
    toast.success(t(id ? texts.updated : texts.added));
    close();
    await revalidator.revalidate();
    return null;
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const envelope = await kind.remove(deleting.id);
    setBusy(false);
    setDeleting(null);
    if (envelope.success) {
      toast.success(t(texts.deleted));
      await revalidator.revalidate();
    } else toast.error(failureText(t, envelope, { 5000: t('profile.deleteFailed') }));
  };

  const list = kind.sort(entries);
  return (
    <Card
      id={kind.anchor}
      headingLevel={headingLevel}
      title={t(texts.heading)}
      actions={
        editable && (
          <div ref={heading}>
            <AddButton
              label={t(texts.add)}
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
          <Form title={t(texts.addTitle)} initial={kind.empty()} onSubmit={(body) => save(body)} onCancel={close} />
        </div>
      )}
      {list.length === 0 && editing?.kind !== 'new' ? (
        <EmptyState>{editable ? t(texts.emptyOwn) : t(texts.empty)}</EmptyState>
      ) : (
        <ol className="space-y-4">
          {list.map((entry) => {
            const id = kind.idOf(entry);
            const name = kind.nameOf(entry);
            if (editing?.kind === 'edit' && editing.id === id) {
              return (
                <li key={id}>
                  <Form
                    title={t(texts.editTitle, { name })}
                    initial={kind.draft(entry)}
                    onSubmit={(body) => save(body, id)}
                    onCancel={close}
                  />
                </li>
              );
            }
            return (
              <li key={id} className="border-l-2 border-teal-600 pl-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Lines entry={entry} />
                  </div>
                  {editable && (
                    <EntryActions
                      name={name}
                      onEdit={() => setEditing({ kind: 'edit', id })}
                      onDelete={() => setDeleting({ id, name })}
                    />
                  )}
                </div>
                {Below && <Below entry={entry} />}
              </li>
            );
          })}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(texts.deleteTitle)}
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

function CareerLines({ entry: career }: { entry: Career }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <>
      <p className="font-semibold text-slate-900">{career.title}</p>
      <p className="text-slate-800">{career.company_name}</p>
      <p className="text-sm text-slate-600">
        {formatPeriod(career.start_date, career.is_current ? null : career.end_date, locale, t('profile.present'))}
      </p>
    </>
  );
}

function CareerResponsibilities({ entry: career }: { entry: Career }) {
  if (!career.responsibilities.trim()) return null;
  return <p className="mt-2 whitespace-pre-line text-slate-700">{career.responsibilities}</p>;
}

function EducationLines({ entry: education }: { entry: Education }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <>
      <p className="font-semibold text-slate-900">{education.school}</p>
      <p className="text-slate-800">{[education.degree, education.major].filter(Boolean).join(' · ')}</p>
      <p className="text-sm text-slate-600">
        {formatPeriod(education.start_date, education.end_date, locale, t('profile.studying'))}
      </p>
    </>
  );
}

const CAREERS: EntryKind<Career, CareerFields> = {
  anchor: 'experience',
  texts: {
    heading: 'profile.career.heading',
    add: 'profile.career.add',
    addTitle: 'profile.career.addTitle',
    editTitle: 'profile.career.editTitle',
    empty: 'profile.career.empty',
    emptyOwn: 'profile.career.emptyOwn',
    deleteTitle: 'profile.career.deleteTitle',
    added: 'profile.career.added',
    updated: 'profile.career.updated',
    deleted: 'profile.career.deleted',
  },
  idOf: (career) => career.career_id,
  nameOf: (career) => `${career.title} · ${career.company_name}`,
  sort: sortCareers,
  empty: emptyCareer,
  draft: careerDraft,
  insert: (body) => browserApi.insCareer(body),
  update: (body, id) => browserApi.updCareerById({ ...body, career_id: id }),
  remove: (id) => browserApi.delCareerById({ career_id: id }),
  Form: CareerForm,
  Lines: CareerLines,
  Below: CareerResponsibilities,
};

const EDUCATIONS: EntryKind<Education, EducationFields> = {
  anchor: 'education',
  texts: {
    heading: 'profile.education.heading',
    add: 'profile.education.add',
    addTitle: 'profile.education.addTitle',
    editTitle: 'profile.education.editTitle',
    empty: 'profile.education.empty',
    emptyOwn: 'profile.education.emptyOwn',
    deleteTitle: 'profile.education.deleteTitle',
    added: 'profile.education.added',
    updated: 'profile.education.updated',
    deleted: 'profile.education.deleted',
  },
  idOf: (education) => education.education_id,
  nameOf: (education) => education.school,
  sort: sortEducations,
  empty: emptyEducation,
  draft: educationDraft,
  insert: (body) => browserApi.insEducation(body),
  update: (body, id) => browserApi.updEducationById({ ...body, education_id: id }),
  remove: (id) => browserApi.delEducationById({ education_id: id }),
  Form: EducationForm,
  Lines: EducationLines,
};

export function CareerSection({ careers, ...props }: SectionProps & { careers: Career[] }) {
  return <EntryList kind={CAREERS} entries={careers} {...props} />;
}

export function EducationSection({ educations, ...props }: SectionProps & { educations: Education[] }) {
  return <EntryList kind={EDUCATIONS} entries={educations} {...props} />;
}
