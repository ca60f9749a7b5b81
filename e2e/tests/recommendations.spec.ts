/**
 * The candidate's journey in both languages (issue #14): recommendations
 * come from the resume with their reason, skill tags show in the page's
 * language whatever language they were stored in, and a recruiter's
 * headline shows in Chinese on Chinese pages (decision 0037).
 */
import { RECOMMEND_REASONS, skillLabel, translate } from '@jobbridge/shared';
import { axeViolations, expect, live, setLocale, signInAs, test } from '../fixtures';
import { DEMO_PASSWORD, demoJob, signUpByEmailApi } from '../journey-kit';

const CANDIDATE = 'candidate@example.com';
const RECRUITER = 'recruiter@example.com';

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`the demo candidate's recommendations say why, and skills show in the page language (${locale})`, async ({
    page,
  }) => {
    await setLocale(page, locale);
    await signInAs(page, CANDIDATE, DEMO_PASSWORD);
    await page.goto('/profile');
    await live(page);
    const recommended = page.locator('#recommended');
    await expect(recommended.getByRole('heading', { name: t('profile.dashboard.recommended') })).toBeVisible();
    const reasons = RECOMMEND_REASONS.map(
      (key) => t(`profile.dashboard.reason.${key}`, { skills: 'SKILLS' }).split('SKILLS')[0],
    );
    const items = recommended.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    for (const text of await items.allInnerTexts())
      expect(
        reasons.some((reason) => text.includes(reason)),
        text,
      ).toBe(true);

    // The stored skill keys, shown in the page's language.
    const skills = page.locator('#skills');
    await expect(skills.getByText(skillLabel('Project management', locale), { exact: true })).toBeVisible();
    await expect(skills.getByText('Design systems', { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`a new candidate is told what to add, adds skills from the suggestions and gets jobs for them (${locale})`, async ({
    page,
  }) => {
    await setLocale(page, locale);
    await signUpByEmailApi(page, 'recs');
    await page.goto('/profile');
    await live(page);
    const recommended = page.locator('#recommended');
    await expect(recommended.getByText(t('profile.dashboard.noRecommended'))).toBeVisible();
    await expect(recommended.getByRole('link', { name: t('profile.dashboard.setAlert') })).toHaveAttribute(
      'href',
      '/setting#alerts',
    );
    // The input suggests from the shared list in the page's language; the pick is saved by its key.
    const skills = page.locator('#skills');
    await skills.getByRole('combobox', { name: t('profile.skills.input') }).fill(locale === 'zh' ? '谈判' : 'negot');
    await page.getByRole('option', { name: skillLabel('Negotiation', locale) }).click();
    await expect(page.getByText(t('profile.skills.saved'))).toBeVisible();
    await expect(skills.getByText(skillLabel('Negotiation', locale), { exact: true })).toBeVisible();
    // Typed in either language, a skill of the list is kept by its key.
    const input = skills.getByRole('combobox', { name: t('profile.skills.input') });
    await input.fill(locale === 'zh' ? 'B2B 销售' : 'b2b sales');
    await skills.getByRole('button', { name: `${t('jobAlert.add')} ${t('profile.skills.heading')}` }).click();
    await expect(skills.getByText(skillLabel('B2B sales', locale), { exact: true })).toBeVisible();
    const me = (await (await page.request.post('/api/account/signinByToken', { form: {} })).json()).data;
    // The tag shows as soon as it is added; the save that stores it may still be on its way.
    const storedSkills = async () =>
      (
        await (
          await page.request.post('/api/resume/getResumeInfoByUserID', { form: { user_id: String(me.user_id) } })
        ).json()
      ).data.skills;
    await expect.poll(storedSkills).toEqual(['Negotiation', 'B2B sales']);
    // Jobs asking for them are recommended now, saying so in the page's language.
    await page.reload();
    await live(page);
    const because = recommended.getByText(t('profile.dashboard.reason.skills', { skills: '' }).trim()).first();
    await expect(because).toContainText(skillLabel('Negotiation', locale));
    await expect(because).toContainText(skillLabel('B2B sales', locale));
  });

  test(`a job page shows the recruiter's headline and the skills in the page language (${locale})`, async ({
    page,
  }) => {
    await signInAs(page, RECRUITER, DEMO_PASSWORD);
    const { job_id } = await demoJob(page);
    const detail = await (
      await page.request.post('/api/job/getJobInfoByJobID', { form: { job_id: String(job_id) } })
    ).json();
    await setLocale(page, locale);
    await page.goto(`/jobs/${job_id}`);
    await expect(page.getByText(locale === 'zh' ? '人才招聘负责人' : 'Talent Acquisition Lead').first()).toBeVisible();
    const skills = detail.data.skills as string[];
    expect(skills.length).toBeGreaterThan(0);
    const section = page.getByRole('region', { name: t('jobDetail.skills') }).first();
    for (const skill of skills)
      await expect(section.getByText(skillLabel(skill, locale), { exact: true })).toBeVisible();
  });
}
