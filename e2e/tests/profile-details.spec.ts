/**
 * The "Working in China" part of the basic info (account/appendUserInfo,
 * decision 0032) in both languages: a new candidate fills it in the resume
 * wizard's first step, it is kept, and /basicinfo shows and clears it.
 */
import { translate } from '@jobbridge/shared';
import { axeViolations, expect, live, setLocale, test } from '../fixtures';
import { signUpByEmailApi } from '../journey-kit';

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`a new candidate tells employers where they stand on working in China (${locale})`, async ({ page }) => {
    await setLocale(page, locale);
    await signUpByEmailApi(page, 'details');
    await page.goto('/step?step=1');
    await live(page);
    await page.getByRole('textbox', { name: t('account.basic.firstName'), exact: true }).fill('Amara');
    await page.getByRole('textbox', { name: t('account.basic.lastName'), exact: true }).fill('Okafor');
    const work = page.getByRole('group', { name: t('account.basic.workTitle') });
    await work.getByRole('textbox', { name: t('account.basic.headline') }).fill('Data analyst');
    await work.getByLabel(t('account.basic.city')).selectOption('440300');
    await work.getByLabel(t('account.basic.nationality')).selectOption('NG');
    await work.getByLabel(t('account.basic.chinaStatus')).selectOption('abroad');
    await page.getByRole('button', { name: t('wizard.saveNext') }).click();
    await expect(page).toHaveURL(/\/step\?step=2$/);

    const me = (await (await page.request.post('/api/account/signinByToken', { form: {} })).json()).data;
    expect(me).toMatchObject({
      first_name: 'Amara',
      headline_job: 'Data analyst',
      adcode: '440300',
      nationality: 'NG',
      china_status: 'abroad',
    });

    // /basicinfo shows the same; a blank choice clears it, the rest stays.
    await page.goto('/basicinfo');
    await live(page);
    await expect(work.getByLabel(t('account.basic.nationality'))).toHaveValue('NG');
    await expect(work.getByLabel(t('account.basic.chinaStatus'))).toHaveValue('abroad');
    await work.getByLabel(t('account.basic.chinaStatus')).selectOption('');
    await page.getByRole('button', { name: t('account.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('account.basic.saved') })).toBeVisible();
    const after = (await (await page.request.post('/api/account/signinByToken', { form: {} })).json()).data;
    expect(after).toMatchObject({ china_status: null, nationality: 'NG', adcode: '440300' });
    expect(await axeViolations(page)).toEqual([]);
  });
}
