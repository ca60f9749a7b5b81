/**
 * Activity groups (/groups, decision 0029) in both languages, desktop and
 * phone: the type filter works as a plain form, a visitor's Join asks to
 * sign in, and a new member joins a group (then sees its members) and quits.
 */
import { translate } from '@jobbridge/shared';
import { expect, live, setLocale, test } from '../fixtures';
import { signUpByEmailApi } from '../journey-kit';

for (const locale of ['en', 'zh'] as const) {
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

  test(`groups: filter, join, see the members, quit (${locale})`, async ({ page }) => {
    await setLocale(page, locale);
    const listed = await (await page.request.post('/api/activity/getGroupList', { form: { type: 'circle' } })).json();
    expect(listed.success, 'groups listed').toBe(true);
    const group = listed.data.list[0] as { name: string };

    // The type filter, as a form: only job fairs are left.
    await page.goto('/groups');
    await live(page);
    await page.getByLabel(t('groups.type')).selectOption('fair');
    await page.getByRole('button', { name: t('groups.apply') }).click();
    await expect(page).toHaveURL(/type=fair/);
    const cards = page.getByRole('article');
    await expect(cards.getByText(t('groups.types.fair'), { exact: true }).first()).toBeVisible();
    await expect(cards.getByText(t('groups.types.circle'), { exact: true })).toHaveCount(0);

    // A visitor's Join opens the sign-in.
    await page.goto('/groups?type=circle');
    await live(page);
    await page.getByRole('link', { name: t('groups.joinNamed', { name: group.name }) }).click();
    await expect(
      page.getByRole('dialog').or(page.locator('form[action*="login"], main:has(input[type=password])')).first(),
    ).toBeVisible();

    // A new member joins, sees the members, and quits.
    await signUpByEmailApi(page, 'groups');
    await page.goto('/groups?type=circle');
    await live(page);
    await page.getByRole('button', { name: t('groups.joinNamed', { name: group.name }) }).click();
    const quit = page.getByRole('button', { name: t('groups.quitNamed', { name: group.name }) });
    await expect(quit).toBeVisible();
    const card = page.getByRole('article').filter({ has: quit });
    await expect(card.getByText(t('groups.joined'))).toBeVisible();
    await page.reload();
    await live(page);
    await expect(card.getByText(t('groups.showMembers'))).toBeVisible();
    await quit.click();
    await expect(page.getByRole('button', { name: t('groups.joinNamed', { name: group.name }) })).toBeVisible();
    await expect(card.getByText(t('groups.joined'))).toHaveCount(0);
  });
}
