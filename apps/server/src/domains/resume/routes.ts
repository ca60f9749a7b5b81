import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import {
  AppError,
  delCareerByIdBody,
  delCareerByIdData,
  delEducationByIdBody,
  delEducationByIdData,
  delResumeFileBody,
  delResumeFileData,
  ERROR_CODES,
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
  resumeFileParams,
  resumePdfQuery,
  translate,
  UPLOAD_LIMITS,
  updCareerByIdBody,
  updCareerByIdData,
  updEducationByIdBody,
  updEducationByIdData,
  updSkillsBody,
  updSkillsData,
  updSummaryBody,
  updSummaryData,
  updWizardStepBody,
  updWizardStepData,
  uploadResumeFileData,
} from '@jobbridge/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { allowed, authorize } from '../../lib/authorize';
import { defineCall } from '../../lib/call';
import { defineFileRoute, defineRawCall } from '../../lib/raw-call';
import { receiveUpload, setFileHeaders } from '../../lib/uploads';
import { REQUEST_LIMITS, rateText } from '../../limits';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../plugins/rate-limit';
import { checkResumeFileRoom, deleteResumeFile, openResumeFile, resumeDir, saveResumeFile } from './files';
import { resumeOf } from './policy';
import { presentCareer, presentEducation, presentResumeFile, presentResumeInfo, presentStrength } from './presenter';
import { userResumePdf } from './resume-pdf';
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
  updateSkills,
  updateSummary,
  updateWizardStep,
} from './service';

const MB = Math.round(UPLOAD_LIMITS.resumeBytes / (1024 * 1024));

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
      path: '/resume/updSkills',
      body: updSkillsBody,
      data: updSkillsData,
      summary: "Set the user's resume skills (at most 30; an empty list clears them)",
      description:
        'A skill of the shared list (config/getSkillList) in either language is stored by its English name, any other as typed; repeats dropped. 4000; 4001.',
    },
    async ({ input, request }) => {
      const me = requireUser(request);
      await updateSkills(db(), me.user_id, input.skills);
      return { skills: input.skills };
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

  defineFileRoute(
    api,
    {
      method: 'GET',
      path: '/resume/pdf',
      summary: "The user's resume as an A4 PDF (595.28 × 841.89 pt), headings in lang (default: the request's)",
      description:
        'application/pdf, Content-Disposition: attachment. Sections: name, contact, summary, experience with responsibilities, education, languages; long resumes flow onto further pages. 4001; ' +
        `4029 (${rateText(REQUEST_LIMITS.resumePdfPerIp)}).`,
      querystring: resumePdfQuery,
      produces: ['application/pdf'],
      rateLimit: perRequest(REQUEST_LIMITS.resumePdfPerIp),
    },
    async ({ request, reply }) => {
      const me = requireUser(request);
      const locale = (request.query as z.output<typeof resumePdfQuery>).lang ?? request.locale;
      const { pdf, fileName } = await userResumePdf(db(), me.user_id, locale);
      return setFileHeaders(reply, {
        mime: 'application/pdf',
        fileName,
        disposition: 'attachment',
        size: pdf.length,
      }).send(pdf);
    },
  );

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

    defineRawCall(
      scope,
      {
        method: 'POST',
        path: '/resume/uploadResumeFile',
        summary: 'Upload a resume file: multipart `file`, .pdf .ppt .doc .docx (checked by content), at most 20 MB',
        description:
          'The type is read from the bytes (PDF, OLE2 Word/PowerPoint, Office Open XML Word); the stored name is random and the shown name gets the true extension. 4013 over 20 MB; 4015 another type, or a damaged file; 4000 no `file` part; 4009 at 5 files; 4001; ' +
          `4029 (${rateText(REQUEST_LIMITS.uploadResumeFilePerIp)}).`,
        consumes: ['multipart/form-data'],
        data: uploadResumeFileData,
        rateLimit: perRequest(REQUEST_LIMITS.uploadResumeFilePerIp),
      },
      async ({ request }) => {
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
        return presentResumeFile(row);
      },
    );

    defineFileRoute(
      scope,
      {
        method: 'GET',
        path: '/resume/file/:file_id',
        summary: 'A resume file (Content-Disposition: attachment, nosniff)',
        description:
          'For its owner and the recruiters of companies the owner applied to; 4004 for everyone else and unknown ids; 4001.',
        params: resumeFileParams,
      },
      async ({ request, reply }) => {
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
    );
  });
}
