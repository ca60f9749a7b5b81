import type { Db } from '@jobbridge/db';
import { fullName, type Locale, translate } from '@jobbridge/shared';
import { presentCareer, presentEducation } from './presenter';
import { languageLabels, loadResume } from './service';

/**
 * A user's resume as the A4 PDF of /resume/pdf, headings in `locale`, and
 * its file name. The caller has decided who may have it: its owner
 * (/resume/pdf), or a party of a conversation it was sent to (decision 0030).
 */
export async function userResumePdf(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<{ pdf: Buffer; fileName: string }> {
  const resume = await loadResume(db, userId);
  const labels = await languageLabels(db, resume.user.mandarin, resume.user.native_language, locale);
  // The PDF renderer loads on first use (decision 0048).
  const { renderResumePdf } = await import('./pdf');
  const pdf = await renderResumePdf(
    {
      first_name: resume.user.first_name,
      last_name: resume.user.last_name,
      email: resume.user.email,
      phone: resume.user.phone,
      summary: resume.summary,
      skills: resume.skills,
      careers: resume.careers.map(presentCareer),
      educations: resume.educations.map(presentEducation),
      ...labels,
    },
    locale,
  );
  return { pdf, fileName: resumeFileName(locale, resume.user.first_name, resume.user.last_name, userId) };
}

/** "Resume - Alice Smith.pdf", "王小明的简历.pdf" (the user id when the name is unknown). */
export function resumeFileName(locale: Locale, firstName: string, lastName: string, userId: number): string {
  const name = fullName({ first_name: firstName, last_name: lastName }, locale);
  return `${translate(locale, 'resume.pdf.fileName', { name: name || String(userId) })}.pdf`;
}
