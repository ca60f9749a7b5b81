import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiContext } from '../../api/context';
import { ChatConversation } from '../../components/chat/ChatConversation';
import { ChatList } from '../../components/chat/ChatList';
import { HrJobSelect } from '../../components/hr/HrJobSelect';
import { Link } from '../../components/ui/Link';
import { useTranslation } from '../../i18n/use-translation';
import { positiveInt } from '../../lib/hr';
import { openConversation } from '../../lib/open-chat';
import { getSessionUser } from '../../lib/request-context';
import type { Route } from './+types/chats';

/** A conversation's address in the HR system, keeping the job filter. */
const hrChatHref = (item: { job_id: number; user_id: number }, filter: number | null) =>
  `/hrsystem/chats?job_id=${item.job_id}&with=${item.user_id}${filter ? `&job=${filter}` : ''}`;

/**
 * /hrsystem/chats: every conversation about the company's jobs (one inbox
 * for its members, decision 0025), `?job=` keeps those of one job; `?job_id=`
 * and `&with=` open one (an applicant's "Chat" starts it), with the
 * candidate's card and the same dialog as the site's /message.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const params = new URL(request.url).searchParams;
  const user = await getSessionUser(context);
  const filter = positiveInt(params.get('job'));
  const [chats, jobs, open] = await Promise.all([
    api.getAllChatMessages({}),
    api.getPostJobList({ size: 50 }),
    user ? openConversation(context, user.user_id, params) : null,
  ]);
  if (!chats.success || !jobs.success) throw new Response(null, { status: 503 });
  return {
    me: user?.user_id ?? 0,
    filter,
    jobs: jobs.data.list.map((job) => ({ job_id: job.job_id, position: job.position })),
    chats: chats.data.list.filter((item) => filter === null || item.job_id === filter),
    open,
  };
}

export default function HrChats({ loaderData }: Route.ComponentProps) {
  const { me, filter, jobs, chats, open } = loaderData;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('job');
    void navigate(value ? `/hrsystem/chats?job=${value}` : '/hrsystem/chats');
  };
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('hr.chats.title')}</h1>
      <p className="mt-1 text-slate-700">{t('hr.chats.intro')}</p>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="hr-chats-list" className={open ? 'hidden lg:block' : ''}>
          <h2 id="hr-chats-list" className="sr-only">
            {t('chat.listTitle')}
          </h2>
          <form method="get" onSubmit={choose} className="flex flex-wrap items-end gap-2">
            <HrJobSelect
              name="job"
              value={filter}
              jobs={jobs}
              allLabel={t('hr.chats.allJobs')}
              className="mt-1 max-w-[16rem] rounded-md border border-slate-400 px-2 py-1.5"
            />
            <button
              type="submit"
              className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium"
            >
              {t('hr.applicants.show')}
            </button>
          </form>
          <ChatList
            me={me}
            initial={chats}
            openKey={open?.problem === null ? { job_id: open.job.job_id, user_id: open.counterpart.user_id } : null}
            hrefOf={(item) => hrChatHref(item, filter)}
            emptyText={t('hr.chats.empty')}
          />
        </section>
        <div>
          {open && (
            <Link
              to={filter ? `/hrsystem/chats?job=${filter}` : '/hrsystem/chats'}
              className="mb-3 inline-block text-sm font-semibold text-teal-800 hover:underline lg:hidden"
            >
              ← {t('chat.backToList')}
            </Link>
          )}
          {open === null ? (
            <p className="hidden rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 lg:block">
              {t('chat.choose')}
            </p>
          ) : open.problem !== null ? (
            <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              {t(open.problem === 'noRecruiter' ? 'chat.noRecruiter' : 'chat.notFound')}
            </p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-700">
                <a
                  href={`/profile/resume_view/${open.candidateId}`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-teal-800 underline"
                >
                  {t('hr.chats.resume', { name: open.counterpart.first_name || t('qa.someone') })}
                </a>{' '}
                <span className="text-slate-600">{t('common.opensNewWindow')}</span>
              </p>
              <ChatConversation
                key={`${open.job.job_id}-${open.counterpart.user_id}`}
                me={me}
                candidateId={open.candidateId}
                counterpart={open.counterpart}
                job={open.job}
                initial={open.list}
                hasEarlier={open.hasEarlier}
                blockedByOther={open.blockedByOther}
                blockedByMe={open.blockedByMe}
                ownContacts={open.ownContacts}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
