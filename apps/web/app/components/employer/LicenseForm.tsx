import { CERTIFICATE_TYPES, type OwnCertificate, type OwnCompany } from '@jobbridge/shared';
import { type FormEvent, useState } from 'react';
import { browserApi, uploadCompanyFile } from '../../api/browser';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { failureText, fieldErrors } from '../../lib/api-message';
import { creditCodeProblem, documentProblem } from '../../lib/employer';
import { BusyButton } from '../ui/BusyButton';
import { buttonClass, Field, FileField, inputClass, Notice } from './fields';

/** What the licence and certificate files may be: JPG, PNG or PDF (the server checks the content). */
const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Uploads a licence or certificate file; answers its file_id, or shows why not. */
async function sendDocument(
  file: File | null,
  kind: 'license' | 'certificate',
  t: TFunction,
): Promise<{ file_id: string } | { error: string }> {
  if (!file) return { error: t('employer.license.fileMissing') };
  const problem = documentProblem(file);
  if (problem) return { error: t(`employer.license.file_${problem}`) };
  const envelope = await uploadCompanyFile(file, kind);
  return envelope.success ? { file_id: envelope.data.file_id } : { error: failureText(t, envelope) };
}

/** Step 3 and the company page: the licence file, its name and the credit code (check character checked here too). */
export function LicenseForm({ company, onSaved }: { company: OwnCompany; onSaved: (company: OwnCompany) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(company.license_name ?? company.business_license_name);
  const [code, setCode] = useState(company.credit_code ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.license_name = t('errors.field.required');
    const codeProblem = creditCodeProblem(code);
    if (codeProblem) problems.credit_code = t(codeProblem);
    // The file's type and size are told with the other fields' problems, not after they are fixed.
    const fileProblem = file ? documentProblem(file) : null;
    if (!file) problems.file = t('employer.license.fileMissing');
    else if (fileProblem) problems.file = t(`employer.license.file_${fileProblem}`);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const sent = await sendDocument(file, 'license', t);
    if ('error' in sent) {
      setBusy(false);
      setErrors({ file: sent.error });
      return;
    }
    const envelope = await browserApi.submitLicense({
      company_id: company.company_id,
      license_name: name,
      credit_code: code,
      file_id: sent.file_id,
    });
    setBusy(false);
    if (envelope.success) onSaved(envelope.data);
    else {
      setErrors(fieldErrors(envelope));
      setMessage(failureText(t, envelope));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FileField
        label={t('employer.license.file')}
        accept={DOCUMENT_ACCEPT}
        error={errors.file}
        hint={t('employer.license.fileHint')}
        onChange={setFile}
      />
      <Field label={t('employer.license.name')} error={errors.license_name}>
        {(props) => <input {...props} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field
        label={t('employer.license.creditCode')}
        error={errors.credit_code}
        hint={t('employer.license.creditCodeHint')}
      >
        {(props) => (
          <input
            {...props}
            className={`${inputClass} font-mono uppercase`}
            maxLength={24}
            autoCapitalize="characters"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
      {message && <Notice tone="error">{message}</Notice>}
      <BusyButton type="submit" className={buttonClass} busy={busy}>
        {t('employer.license.submit')}
      </BusyButton>
    </form>
  );
}

const STATUS_TONE = { pending: 'text-amber-800', approved: 'text-green-700', rejected: 'text-red-700' } as const;

/** The company's certificates with their review state: all that a member who may not edit the company sees. */
export function CertificateList({ list }: { list: OwnCertificate[] }) {
  const { t } = useTranslation();
  if (list.length === 0) return <p className="text-sm text-slate-700">{t('employer.certificates.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {list.map((item) => (
        <li key={item.certificate_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="font-medium text-slate-900">
            {item.name} <span className="text-sm text-slate-600">· {t(`employer.certificates.type_${item.type}`)}</span>
          </span>
          <span className={`text-sm font-semibold ${STATUS_TONE[item.status]}`}>
            {t(`employer.review.${item.status}`)}
            {item.review_reason ? ` — ${item.review_reason}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The company's certificates with their review state, and a form to add one. */
export function Certificates({ initial }: { initial: OwnCertificate[] }) {
  const { t } = useTranslation();
  const [list, setList] = useState(initial);
  const [name, setName] = useState('');
  const [type, setType] = useState<string>('award');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('errors.field.required') });
      return;
    }
    setBusy(true);
    const sent = await sendDocument(file, 'certificate', t);
    if ('error' in sent) {
      setBusy(false);
      setErrors({ file: sent.error });
      return;
    }
    const envelope = await browserApi.insCertificate({
      name,
      type: type as (typeof CERTIFICATE_TYPES)[number],
      file_id: sent.file_id,
    });
    setBusy(false);
    if (envelope.success) {
      setList((current) => [envelope.data, ...current]);
      setName('');
      setErrors({});
    } else setErrors({ ...fieldErrors(envelope), form: failureText(t, envelope) });
  }

  return (
    <div className="space-y-4">
      <CertificateList list={list} />
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Field label={t('employer.certificates.name')} error={errors.name}>
          {(props) => (
            <input {...props} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field label={t('employer.certificates.type')} error={errors.type}>
          {(props) => (
            <select {...props} className={inputClass} value={type} onChange={(e) => setType(e.target.value)}>
              {CERTIFICATE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`employer.certificates.type_${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FileField label={t('employer.license.file')} accept={DOCUMENT_ACCEPT} error={errors.file} onChange={setFile} />
        {errors.form && (
          <div className="sm:col-span-3">
            <Notice tone="error">{errors.form}</Notice>
          </div>
        )}
        <div className="sm:col-span-3">
          <BusyButton type="submit" className={buttonClass} busy={busy}>
            {t('employer.certificates.add')}
          </BusyButton>
        </div>
      </form>
    </div>
  );
}
