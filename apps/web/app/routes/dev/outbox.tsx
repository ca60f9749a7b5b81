import { Form, useNavigation, useRevalidator } from 'react-router';
import { apiContext } from '../../api/context';
import { inputClass } from '../../components/login/fields';
import { metaT } from '../../i18n/meta';
import { useTranslation } from '../../i18n/use-translation';
import { codesIn, linksIn, NOINDEX, requireDevTools } from '../../lib/dev-tools';
import type { Route } from './+types/outbox';

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireDevTools(context);
  const recipient = url.searchParams.get('recipient')?.trim().slice(0, 254) || undefined;
  const envelope = await context.get(apiContext).devOutbox({ recipient });
  const messages = envelope.success ? envelope.data.list.slice(0, 100) : [];
  return {
    recipient: recipient ?? '',
    failed: !envelope.success,
    messages: messages.map((message) => ({
      id: message.message_id,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      text: message.body_text,
      created_at: message.created_at,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches, 'common.titleTemplate', { page: metaT(matches, 'account.dev.outboxTitle') }) },
  NOINDEX,
];

/** /dev/outbox (development tools only): the latest e-mails and SMS that were not really sent, to read codes. */
export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== 'idle' || navigation.state !== 'idle';
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{t('account.dev.badge')}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900">{t('account.dev.outboxTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('account.dev.outboxIntro')}</p>
      <Form method="get" className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="outbox-recipient" className="mb-1 block text-sm font-medium text-slate-800">
            {t('account.dev.recipient')}
          </label>
          <input
            id="outbox-recipient"
            name="recipient"
            defaultValue={loaderData.recipient}
            className={inputClass}
            placeholder={t('account.dev.recipientPlaceholder')}
          />
        </div>
        <button type="submit" className="rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800">
          {t('account.dev.filter')}
        </button>
        <button
          type="button"
          onClick={() => void revalidator.revalidate()}
          aria-busy={busy || undefined}
          className="rounded-md border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('account.dev.refresh')}
        </button>
      </Form>
      {loaderData.failed && (
        <p role="alert" className="mt-4 text-red-800">
          {t('account.dev.outboxFailed')}
        </p>
      )}
      {loaderData.messages.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('account.dev.empty')}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.messages.map((message) => {
            const codes = codesIn(message.text);
            const links = linksIn(message.text);
            return (
              <li key={message.id} className="rounded-lg border border-slate-200 p-4">
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">
                    {message.channel === 'sms' ? t('account.dev.sms') : t('account.dev.email')}
                  </span>
                  <span className="break-all font-medium text-slate-900">{message.recipient}</span>
                  <time dateTime={message.created_at}>{message.created_at}</time>
                </p>
                {message.subject && <h2 className="mt-2 font-semibold text-slate-900">{message.subject}</h2>}
                {codes.length > 0 && (
                  <p className="mt-2 text-slate-800">
                    {t('account.dev.code')}{' '}
                    {codes.map((code) => (
                      <strong key={code} className="mr-2 font-mono text-lg text-teal-900">
                        {code}
                      </strong>
                    ))}
                  </p>
                )}
                {links.map((link) => (
                  <p key={link} className="mt-1 break-all">
                    <a href={link} className="text-teal-800 underline">
                      {link}
                    </a>
                  </p>
                ))}
                <pre className="mt-2 rounded bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">
                  {message.text}
                </pre>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
