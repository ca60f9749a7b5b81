import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import { configItems, type Db } from '@jobbridge/db';
import {
  AppError,
  delCareerByIdBody,
  delCareerByIdData,
  delEducationByIdBody,
  delEducationByIdData,
  delResumeFileBody,
  delResumeFileData,
  ERROR_CODES,
  failureEnvelope,
  getCareerByIdBody,
  getCareerByIdData,
  getEducationByIdBody,
  getEducationByIdData,
  getResumeInfoBody,
  getResumeInfoData,
  insCareerBody,
  insCareerData,
  insEducationBody,
  insEducationData,
  type Locale,
  resumeFileParams,
  resumePdfQuery,
  successEnvelope,
  translate,
  UPLOAD_LIMITS,
  updCareerByIdBody,
  updCareerByIdData,
  updEducationByIdBody,
  updEducationByIdData,
  updSummaryBody,
  updSummaryData,
  updWizardStepBody,
  updWizardStepData,
  uploadResumeFileData,
} from '@jobbridge/shared';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { allowed, authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { receiveUpload, setFileHeaders } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { checkResumeFileRoom, deleteResumeFile, openResumeFile, resumeDir, saveResumeFile } from './files';
import { renderResumePdf } from './pdf';
import { resumeOf } from './policy';
import { presentCareer, presentEducation, presentResumeFile, presentResumeInfo, presentStrength } from './presenter';
import {
  deleteCareer,
  deleteEducation,
  insertCareer,
  insertEducation,
  loadResume,
  ownCareer,
  ownEducation,
  strengthOf,
  updateCareer,
  updateEducation,
  updateSummary,
  updateWizardStep,
} from './service';

const MB = Math.round(UPLOAD_LIMITS.resumeBytes / (1024 * 1024));

/** Labels of the user's Mandarin level and native language in the document's language (config lists). */
async function languageLabels(db: Db, mandarin: string | null, native: string | null, locale: Locale) {
  const wanted = [
    mandarin ? and(eq(configItems.kind, 'mandarin'), eq(configItems.value, mandarin)) : undefined,
    native ? and(eq(configItems.kind, 'language'), eq(configItems.value, native)) : undefined,
  ].filter(Boolean);
  const rows = wanted.length
    ? await db
        .select({ kind: configItems.kind, label_en: configItems.label_en, label_zh: configItems.label_zh })
        .from(configItems)
        .where(or(...wanted))
    : [];
  const label = (kind: string, value: string | null) => {
    if (!value) return null;
    const row = rows.find((r) => r.kind === kind);
    return row ? (locale === 'zh' ? row.label_zh : row.label_en) : value;
  };
  return { mandarin: label('mandarin', mandarin), native_language: label('language', native) };
}

/** /api/resume/...: the candidate's resume (docs/api/candidate.md). */
export async function resumeRoutes(api: FastifyInstance) {
  const db = () => api.database.db;

  defineCall(
    api,
    {
      path: '/resume/getResumeInfoByUserID',
      body: getResumeInfoBody,
      data: getResumeInfoData,
      summary: "A user's resume: summary, careers, educations, files, strength, wizard step",
      description:
        "The user's own: always. Another user's: per their profile visibility (public: anyone signed in; applied: recruiters of companies they applied to; private: nobody), else 4004. Files and contact details only for the user and those recruiters. 4001.",
    },
    async ({ input, request }) => {
      const viewer = requireUser(request);
      const resume = resumeOf(db(), { user_id: input.user_id });
      await authorize(viewer, 'read', resume);
      return presentResumeInfo(await loadResume(db(), input.user_id), await allowed(viewer, 'readFiles', resume));
    },
  );

  defineCall(
    api,
    {
      path: '/resume/updSummary',
      body: updSummaryBody,
      data: updSummaryData,
      summary: "Set the user's resume summary (at most 2000 characters; blank clears it)",
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await updateSummary(db(), me.user_id, input.summary);
      return { summary: input.summary, strength: presentStrength(await strengthOf(db(), me.user_id)) };
    },
  );

  defineCall(
    api,
    {
      path: '/resume/updWizardStep',
      body: updWizardStepBody,
      data: updWizardStepData,
      summary: 'Remember the step (0-4) the resume wizard (/step) resumes at',
    },
    async ({ input, request }) => ({
      wizard_step: await updateWizardStep(db(), requireUser(request).user_id, input.step),
    }),
  );

  defineCall(
    api,
    {
      path: '/resume/insCareer',
      body: insCareerBody,
      data: insCareerData,
      summary: 'Add a career entry',
      description:
        'end_date is required unless is_current (then ignored); no date in the future, the end not before the start (4000). 4009 past 50 entries.',
    },
    async ({ input, request }) => presentCareer(await insertCareer(db(), requireUser(request).user_id, input)),
  );

  defineCall(
    api,
    {
      path: '/resume/updCareerById',
      body: updCareerByIdBody,
      data: updCareerByIdData,
      summary: 'Replace one of the user’s career entries (every field again)',
      description: '4004 for an unknown id or another user’s entry; 4000 as insCareer.',
    },
    async ({ input, request }) => presentCareer(await updateCareer(db(), requireUser(request), input.career_id, input)),
  );

  defineCall(
    api,
    {
      path: '/resume/delCareerById',
      body: delCareerByIdBody,
      data: delCareerByIdData,
      summary: 'Delete one of the user’s career entries',
      description: '4004 for an unknown id or another user’s entry.',
    },
    async ({ input, request }) => {
      await deleteCareer(db(), requireUser(request), input.career_id);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/resume/getCareerById',
      body: getCareerByIdBody,
      data: getCareerByIdData,
      summary: 'One of the user’s career entries',
      description: '4004 for an unknown id or another user’s entry.',
    },
    async ({ input, request }) => presentCareer(await ownCareer(db(), requireUser(request), input.career_id)),
  );

  defineCall(
    api,
    {
      path: '/resume/insEducation',
      body: insEducationBody,
      data: insEducationData,
      summary: 'Add an education entry',
      description:
        'end_date empty while studying, and may lie ahead (expected graduation, at most 10 years); the start not in the future, the end not before the start (4000). 4009 past 50 entries.',
    },
    async ({ input, request }) => presentEducation(await insertEducation(db(), requireUser(request).user_id, input)),
  );

  defineCall(
    api,
    {
      path: '/resume/updEducationById',
      body: updEducationByIdBody,
      data: updEducationByIdData,
      summary: 'Replace one of the user’s education entries (every field again)',
      description: '4004 for an unknown id or another user’s entry; 4000 as insEducation.',
    },
    async ({ input, request }) =>
      presentEducation(await updateEducation(db(), requireUser(request), input.education_id, input)),
  );

  defineCall(
    api,
    {
      path: '/resume/delEducationById',
      body: delEducationByIdBody,
      data: delEducationByIdData,
      summary: 'Delete one of the user’s education entries',
      description: '4004 for an unknown id or another user’s entry.',
    },
    async ({ input, request }) => {
      await deleteEducation(db(), requireUser(request), input.education_id);
      return null;
    },
  );

  defineCall(
    api,
    {
      path: '/resume/getEducationById',
      body: getEducationByIdBody,
      data: getEducationByIdData,
      summary: 'One of the user’s education entries',
      description: '4004 for an unknown id or another user’s entry.',
    },
    async ({ input, request }) => presentEducation(await ownEducation(db(), requireUser(request), input.education_id)),
  );

  defineCall(
    api,
    {
      path: '/resume/delResumeFile',
      body: delResumeFileBody,
      data: delResumeFileData,
      summary: 'Delete one of the user’s resume files (the row and the bytes on disk)',
      description: '4004 for an unknown id or another user’s file.',
    },
    async ({ input, request }) => {
      await deleteResumeFile(db(), api.env.DATA_DIR, requireUser(request), input.file_id);
      return null;
    },
  );

  api.route({
    method: 'GET',
    url: '/resume/pdf',
    schema: {
      tags: ['resume'],
      summary: "The user's resume as an A4 PDF (595.28 × 841.89 pt), headings in lang (default: the request's)",
      description:
        'application/pdf, Content-Disposition: attachment. Sections: name, contact, summary, experience with responsibilities, education, languages; long resumes flow onto further pages. 4001; 4029 (20/min).',
      querystring: resumePdfQuery,
      produces: ['application/pdf'],
      response: { '4xx': failureEnvelope, '5xx': failureEnvelope },
    },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const me = requireUser(request);
      const locale = (request.query as z.output<typeof resumePdfQuery>).lang ?? request.locale;
      const resume = await loadResume(db(), me.user_id);
      const labels = await languageLabels(db(), resume.user.mandarin, resume.user.native_language, locale);
      const pdf = await renderResumePdf(
        {
          first_name: resume.user.first_name,
          last_name: resume.user.last_name,
          email: resume.user.email,
          phone: resume.user.phone,
          summary: resume.summary,
          careers: resume.careers.map(presentCareer),
          educations: resume.educations.map(presentEducation),
          ...labels,
        },
        locale,
      );
      const name = [resume.user.first_name, resume.user.last_name].filter(Boolean).join(' ');
      const fileName = `${translate(locale, 'resume.pdf.fileName', { name: name || String(me.user_id) })}.pdf`;
      return setFileHeaders(reply, {
        mime: 'application/pdf',
        fileName,
        disposition: 'attachment',
        size: pdf.length,
      }).send(pdf);
    },
  });

  // Uploads and downloads in their own context, so the multipart parser exists only here.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: UPLOAD_LIMITS.resumeBytes,
        files: 1,
        fields: 5,
        fieldSize: 1024,
        parts: 6,
        headerPairs: 50,
      },
    });

    scope.route({
      method: 'POST',
      url: '/resume/uploadResumeFile',
      schema: {
        tags: ['resume'],
        summary: 'Upload a resume file: multipart `file`, .pdf .ppt .doc .docx (checked by content), at most 20 MB',
        description:
          'The type is read from the bytes (PDF, OLE2 Word/PowerPoint, Office Open XML Word); the stored name is random and the shown name gets the true extension. 4013 over 20 MB; 4015 another type, or a damaged file; 4000 no `file` part; 4009 at 5 files; 4001; 4029 (30/h).',
        consumes: ['multipart/form-data'],
        response: {
          200: successEnvelope(uploadResumeFileData),
          '4xx': failureEnvelope,
          '5xx': failureEnvelope,
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      handler: async (request) => {
        const me = requireUser(request);
        await checkResumeFileRoom(db(), me.user_id);
        const upload = await receiveUpload(request, {
          dir: resumeDir(api.env.DATA_DIR),
          maxBytes: UPLOAD_LIMITS.resumeBytes,
          notMultipart: () => new AppError(ERROR_CODES.unsupportedMedia, 'server.resume.fileType'),
          missing: () =>
            new AppError(ERROR_CODES.validation, undefined, {
              fields: { file: translate(request.locale, 'server.resume.fileMissing') },
            }),
          tooLarge: () => new AppError(ERROR_CODES.payloadTooLarge, 'server.resume.fileTooLarge', null, { mb: MB }),
        });
        const row = await saveResumeFile(db(), api.env.DATA_DIR, me.user_id, upload);
        return { success: true as const, data: presentResumeFile(row) };
      },
    });

    scope.route({
      method: 'GET',
      url: '/resume/file/:file_id',
      schema: {
        tags: ['resume'],
        summary: 'A resume file (Content-Disposition: attachment, nosniff)',
        description:
          'For its owner and the recruiters of companies the owner applied to; 4004 for everyone else and unknown ids; 4001.',
        params: resumeFileParams,
        response: { '4xx': failureEnvelope, '5xx': failureEnvelope },
      },
      handler: async (request, reply) => {
        const viewer = requireUser(request);
        const { file_id } = request.params as z.output<typeof resumeFileParams>;
        const file = await openResumeFile(db(), api.env.DATA_DIR, viewer, file_id);
        return setFileHeaders(reply, {
          mime: file.mime,
          fileName: file.fileName,
          disposition: 'attachment',
          size: file.size,
        }).send(createReadStream(file.path));
      },
    });
  });
}
