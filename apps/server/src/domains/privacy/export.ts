import {
  activityGroups,
  alertDeliveries,
  applicationEvents,
  applicationNotes,
  applications,
  auditLog,
  businessEmailChecks,
  careers,
  chatBlocks,
  chatEmailNotices,
  chatMessages,
  chatReports,
  companies,
  companyAdmins,
  type Db,
  educations,
  emailLinks,
  fileReads,
  files,
  groupMembers,
  inviteCodes,
  inviteUses,
  jobAlerts,
  jobQuestions,
  jobs,
  jobViews,
  questionVotes,
  resumes,
  savedJobs,
  sessions,
  settings,
  systemMessages,
  userLicenses,
  users,
  wechatBindings,
  wechatScenes,
} from '@jobbridge/db';
import { AppError, ERROR_CODES } from '@jobbridge/shared';
import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Everything stored about a user, as one JSON document (PIPL art. 45, GDPR
 * art. 15 and 20): every row of every table that holds the user's id, plus
 * the events of their applications and the names of the jobs and companies
 * they refer to. Left out are only secrets that would give access, not
 * information: the password hash, session token hashes, the stored names of
 * files on disk, the job alert's unsubscribe token, the ids of e-mail links
 * and WeChat scenes.
 *
 * USER_TABLES names each (table, column) that refers to a user and the key
 * the export keeps its rows under; a test checks it against the database's
 * foreign keys, so a new table with a user column cannot be forgotten here
 * (nor in account deletion).
 */
export const USER_TABLES = {
  'users.user_id': 'user',
  'settings.user_id': 'settings',
  'sessions.user_id': 'sessions',
  'email_links.user_id': 'email_links',
  'invite_codes.owner_user_id': 'invite_codes',
  'invite_uses.user_id': 'invite_use',
  'wechat_bindings.user_id': 'wechat_binding',
  'wechat_scenes.user_id': 'wechat_scenes',
  'resumes.user_id': 'resume',
  'careers.user_id': 'careers',
  'educations.user_id': 'educations',
  'user_licenses.user_id': 'licenses',
  'files.owner_id': 'files',
  'file_reads.user_id': 'guides_read',
  'saved_jobs.user_id': 'saved_jobs',
  'applications.user_id': 'applications',
  'application_events.actor_id': 'applications',
  'job_views.user_id': 'job_views',
  'job_alerts.user_id': 'job_alert',
  'alert_deliveries.user_id': 'alert_deliveries',
  'job_questions.user_id': 'questions',
  'question_votes.user_id': 'question_votes',
  'chat_messages.from_user_id': 'chat_messages',
  'chat_messages.to_user_id': 'chat_messages',
  'chat_blocks.candidate_id': 'chat_blocks',
  'chat_reports.reporter_id': 'chat_reports',
  // Reports the user closed as a platform administrator: their audit rows say it.
  'chat_reports.closed_by': 'review_actions',
  'chat_email_notices.candidate_id': 'chat_email_notices',
  'chat_email_notices.user_id': 'chat_email_notices',
  'system_messages.to_user_id': 'system_messages',
  'group_members.user_id': 'groups',
  'company_admins.user_id': 'company_memberships',
  'companies.created_by': 'companies_created',
  'business_email_checks.user_id': 'business_email_check',
  'jobs.recruiter_id': 'jobs_recruited_for',
  'application_notes.author_id': 'notes_written',
  'audit_log.actor_id': 'review_actions',
} as const;

/** The table's columns without the given ones (for a select that leaves secrets out). */
function columnsWithout<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, ...omit: K[]) {
  const columns = { ...getTableColumns(table) } as Record<string, unknown>;
  for (const name of omit) delete columns[name];
  return columns as Omit<T['_']['columns'], K>;
}

export async function exportUserData(db: Db, userId: number, now: Date = new Date()) {
  const [user] = await db.select(columnsWithout(users, 'password_hash')).from(users).where(eq(users.user_id, userId));
  if (!user) throw new AppError(ERROR_CODES.unauthenticated);

  const appRows = await db
    .select({
      ...getTableColumns(applications),
      position_en: jobs.position_en,
      position_zh: jobs.position_zh,
      company_brand_name: companies.brand_name,
      company_eng_brand_name: companies.eng_brand_name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.job_id, applications.job_id))
    .innerJoin(companies, eq(companies.company_id, jobs.company_id))
    .where(eq(applications.user_id, userId))
    .orderBy(asc(applications.application_id));
  const appIds = appRows.map((row) => row.application_id);
  const events = appIds.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.application_id, appIds))
        .orderBy(asc(applicationEvents.event_id))
    : [];

  const byUser = <T extends PgTable>(table: T, column: unknown) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(column as typeof users.user_id, userId));

  const [
    settingsRows,
    sessionRows,
    linkRows,
    inviteCodeRows,
    inviteUseRows,
    wechatRows,
    sceneRows,
    resumeRows,
    careerRows,
    educationRows,
    licenseRows,
    fileRows,
    readRows,
    savedRows,
    viewRows,
    alertRows,
    deliveryRows,
    questionRows,
    voteRows,
    chatRows,
    systemRows,
    groupRows,
    membershipRows,
    createdCompanies,
    recruitedJobs,
    noteRows,
    auditRows,
    blockRows,
    reportRows,
    emailNoticeRows,
    businessEmailRows,
  ] = await Promise.all([
    byUser(settings, settings.user_id),
    db.select(columnsWithout(sessions, 'token_hash')).from(sessions).where(eq(sessions.user_id, userId)),
    db.select(columnsWithout(emailLinks, 'uuid')).from(emailLinks).where(eq(emailLinks.user_id, userId)),
    byUser(inviteCodes, inviteCodes.owner_user_id),
    byUser(inviteUses, inviteUses.user_id),
    byUser(wechatBindings, wechatBindings.user_id),
    db
      .select(columnsWithout(wechatScenes, 'scene', 'ticket'))
      .from(wechatScenes)
      .where(eq(wechatScenes.user_id, userId)),
    byUser(resumes, resumes.user_id),
    byUser(careers, careers.user_id),
    byUser(educations, educations.user_id),
    byUser(userLicenses, userLicenses.user_id),
    db.select(columnsWithout(files, 'stored_name')).from(files).where(eq(files.owner_id, userId)),
    byUser(fileReads, fileReads.user_id),
    byUser(savedJobs, savedJobs.user_id),
    byUser(jobViews, jobViews.user_id),
    db.select(columnsWithout(jobAlerts, 'unsubscribe_token')).from(jobAlerts).where(eq(jobAlerts.user_id, userId)),
    byUser(alertDeliveries, alertDeliveries.user_id),
    byUser(jobQuestions, jobQuestions.user_id),
    byUser(questionVotes, questionVotes.user_id),
    db
      .select()
      .from(chatMessages)
      .where(or(eq(chatMessages.from_user_id, userId), eq(chatMessages.to_user_id, userId)))
      .orderBy(asc(chatMessages.message_id)),
    byUser(systemMessages, systemMessages.to_user_id),
    db
      .select({ ...getTableColumns(groupMembers), name_en: activityGroups.name_en, name_zh: activityGroups.name_zh })
      .from(groupMembers)
      .innerJoin(activityGroups, eq(activityGroups.group_id, groupMembers.group_id))
      .where(eq(groupMembers.user_id, userId)),
    byUser(companyAdmins, companyAdmins.user_id),
    db
      .select({
        company_id: companies.company_id,
        business_license_name: companies.business_license_name,
        brand_name: companies.brand_name,
        eng_brand_name: companies.eng_brand_name,
        created_at: companies.created_at,
      })
      .from(companies)
      .where(eq(companies.created_by, userId)),
    db
      .select({
        job_id: jobs.job_id,
        position_en: jobs.position_en,
        position_zh: jobs.position_zh,
        status: jobs.status,
        create_time: jobs.create_time,
      })
      .from(jobs)
      .where(eq(jobs.recruiter_id, userId)),
    // Notes the user wrote for a company about applications (the note, not the candidate's data).
    db
      .select({
        note_id: applicationNotes.note_id,
        application_id: applicationNotes.application_id,
        content: applicationNotes.content,
        created_at: applicationNotes.created_at,
      })
      .from(applicationNotes)
      .where(eq(applicationNotes.author_id, userId))
      .orderBy(asc(applicationNotes.note_id)),
    // What the user did as a platform administrator.
    db.select().from(auditLog).where(eq(auditLog.actor_id, userId)).orderBy(asc(auditLog.audit_id)),
    // The conversations the user blocked (a company's block of the user is the company's, not theirs).
    db
      .select()
      .from(chatBlocks)
      .where(and(eq(chatBlocks.candidate_id, userId), eq(chatBlocks.side, 'candidate'))),
    byUser(chatReports, chatReports.reporter_id),
    // The chat e-mails sent to the user, or passed over (decision 0031).
    db.select().from(chatEmailNotices).where(eq(chatEmailNotices.user_id, userId)),
    // Step 1 of registering a company, before the company exists (decision 0056).
    byUser(businessEmailChecks, businessEmailChecks.user_id),
  ]);

  return {
    format: 'jobbridge-personal-data',
    version: 1,
    exported_at: now.toISOString(),
    user,
    settings: settingsRows[0] ?? null,
    sessions: sessionRows,
    email_links: linkRows,
    invite_codes: inviteCodeRows,
    invite_use: inviteUseRows[0] ?? null,
    wechat_binding: wechatRows[0] ?? null,
    wechat_scenes: sceneRows,
    resume: resumeRows[0] ?? null,
    careers: careerRows,
    educations: educationRows,
    licenses: licenseRows,
    files: fileRows,
    guides_read: readRows,
    saved_jobs: savedRows,
    applications: appRows.map((row) => ({
      ...row,
      events: events.filter((event) => event.application_id === row.application_id),
    })),
    job_views: viewRows,
    job_alert: alertRows[0] ?? null,
    alert_deliveries: deliveryRows,
    questions: questionRows,
    question_votes: voteRows,
    chat_messages: chatRows,
    system_messages: systemRows,
    groups: groupRows,
    company_memberships: membershipRows,
    companies_created: createdCompanies,
    jobs_recruited_for: recruitedJobs,
    notes_written: noteRows,
    review_actions: auditRows,
    chat_blocks: blockRows,
    chat_reports: reportRows,
    chat_email_notices: emailNoticeRows,
    business_email_check: businessEmailRows[0] ?? null,
  };
}
