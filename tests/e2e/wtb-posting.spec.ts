import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInTest } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';
import { OPEN_WTB } from './seed-data';

/** The board's search: the header's search box searches WTB requests on /wtb. */
async function searchBoard(page: Page, term: string) {
  const search = page.getByRole('banner').getByRole('searchbox', {
    name: 'Search WTB requests by title or brand',
  });
  await search.fill(term);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Search results for "${term}"`);
}

signedInTest(
  'a member posts a WTB request, finds it, edits, bumps and marks it found',
  async ({ page, account, consoleErrors }) => {
    // One request's whole life, with an accessibility check at every step: longer than most tests.
    signedInTest.setTimeout(60_000);
    const tag = randomUUID().slice(0, 8);
    const title = `Varsity Jacket ${tag}`;
    const brand = `Quiet Orbit ${tag.toUpperCase()}`;

    await test.step("post a request: it shows on the board, with the owner's actions", async () => {
      await page.goto('/wtb');
      const create = page.getByRole('button', { name: 'Create a WTB' });
      await create.click();
      const dialog = page.getByRole('dialog', { name: 'Create a WTB Request' });
      await expect(dialog).toContainText(
        'Post a request for an item you want to buy. Other users can message you if they have it.',
      );
      await expectNoSeriousA11yViolations(page);

      await dialog.getByLabel('What are you looking for?').fill(`  ${title}  `);
      await dialog.getByLabel('Brand').fill(brand);
      await dialog.getByLabel('Size').fill('L');
      // Letters and e, E, +, - never reach the budget; neither does a second decimal point.
      await dialog.getByLabel('Maximum Budget (USD)').pressSequentially('1e8+0-E.5.0x');
      await expect(dialog.getByLabel('Maximum Budget (USD)')).toHaveValue('180.50');
      await dialog
        .getByLabel('Additional Details')
        .fill('Navy or green.\nWool body, leather sleeves.');
      await dialog.getByRole('button', { name: 'Create WTB' }).click();

      await expect(toast(page, 'Success')).toContainText('Your WTB listing has been created!');
      await expect(dialog).toBeHidden();
      await expect(create).toBeFocused();
      const board = page.getByRole('list', { name: 'All WTB requests' });
      const card = board.getByRole('listitem').filter({ hasText: title });
      await expect(card).toContainText(brand.toUpperCase(), { useInnerText: true });
      await expect(card).toContainText('$180.50');
      await expect(card).toContainText('SizeL');
      await expect(card).toContainText(`@${account.username}`);
      // The poster's own actions; a visitor's sign-in link is gone.
      for (const name of ['Edit', 'Bump', 'Found']) {
        await expect(card.getByRole('button', { name: `${name}: ${title}` })).toBeVisible();
      }
      await expect(card.getByRole('link', { name: 'Sign in to message' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    const result =
      await test.step('search finds it by title or by brand, whatever the case', async () => {
        await searchBoard(page, title.toUpperCase());
        await expect(page.getByText('1 listing found')).toBeVisible();
        await searchBoard(page, brand.toLowerCase());
        await expect(page.getByText('1 listing found')).toBeVisible();
        const results = page.getByRole('list', {
          name: `WTB requests matching "${brand.toLowerCase()}"`,
        });
        const match = results.getByRole('listitem').filter({ hasText: title });
        await expect(match).toBeVisible();
        return match;
      });

    await test.step('edit it: the same fields, prefilled, and a new budget', async () => {
      const edit = result.getByRole('button', { name: `Edit: ${title}` });
      await edit.click();
      const editDialog = page.getByRole('dialog', { name: 'Edit WTB Listing' });
      await expect(editDialog.getByLabel('What are you looking for?')).toHaveValue(title);
      await expect(editDialog.getByLabel('Brand')).toHaveValue(brand);
      await expect(editDialog.getByLabel('Size')).toHaveValue('L');
      await expect(editDialog.getByLabel('Additional Details')).toHaveValue(
        'Navy or green.\nWool body, leather sleeves.',
      );
      const budget = editDialog.getByLabel('Maximum Budget (USD)');
      await expect(budget).toHaveValue('180.50');
      await expectNoSeriousA11yViolations(page);
      await budget.fill('');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(editDialog.getByText('Budget is required')).toBeVisible();
      await expect(budget).toBeFocused();
      await budget.pressSequentially('225');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Success')).toContainText('Your WTB listing has been updated!');
      await expect(editDialog).toBeHidden();
      await expect(edit).toBeFocused();
      await expect(result).toContainText('$225.00');
    });

    await test.step('a bump this soon is refused with the wait, since posting counts as a bump', async () => {
      consoleErrors.allow(/status of 429 \(Too Many Requests\)/);
      await result.getByRole('button', { name: `Bump: ${title}` }).click();
      await expect(toast(page, 'Error')).toContainText(
        /You can bump a WTB listing once every 24 hours\. You can bump this one again in 2[34]h \d+m\./,
      );
    });

    const count =
      await test.step("the profile's WTB tab lists it, with the owner's actions", async () => {
        await page.goto(`/profile/${account.username}`);
        const tab = page.getByRole('tab', { name: /^WTB Listings \(\d+\)$/ });
        const listed = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
        expect(listed).toBeGreaterThanOrEqual(1);
        await tab.click();
        const mine = page.getByRole('list', { name: 'WTB listings' }).getByRole('listitem');
        const profileCard = mine.filter({ hasText: title });
        await expect(profileCard).toContainText('$225.00');
        await expect(profileCard.getByRole('button', { name: `Found: ${title}` })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        return listed;
      });

    await test.step('mark it found from the detail dialog: it leaves the board and the profile', async () => {
      await page.goto(`/wtb?q=${encodeURIComponent(title)}`);
      await page.getByRole('button', { name: title, exact: true }).click();
      const detail = page.getByRole('dialog', { name: 'Want to Buy Listing' });
      await expect(detail.getByRole('button', { name: 'Bump' })).toBeVisible();
      await expect(detail.getByRole('link', { name: 'Sign in to message this user' })).toHaveCount(
        0,
      );
      await expectNoSeriousA11yViolations(page);
      await detail.getByRole('button', { name: 'Found' }).click();
      await expect(toast(page, 'Success')).toContainText('WTB listing marked as found!');
      await expect(detail).toBeHidden();
      await expect(page.getByText('No WTB listings found')).toBeVisible();
      await expect(page.getByRole('main')).toBeFocused();
      await searchBoard(page, brand.toLowerCase());
      await expect(page.getByText('No WTB listings found')).toBeVisible();

      await page.goto(`/profile/${account.username}`);
      await page.getByRole('tab', { name: `WTB Listings (${count - 1})` }).click();
      const panel = page.getByRole('tabpanel');
      await expect(
        panel
          .getByRole('list', { name: 'WTB listings' })
          .or(panel.getByText('No WTB listings found.')),
      ).toBeVisible();
      await expect(panel).not.toContainText(title);
    });
  },
);

signedInTest(
  'the WTB form checks its fields before sending, with the validation messages',
  async ({ page }) => {
    await page.goto('/wtb');
    await page.getByRole('button', { name: 'Create a WTB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a WTB Request' });
    const title = dialog.getByLabel('What are you looking for?');
    await dialog.getByRole('button', { name: 'Create WTB' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Brand is required')).toBeVisible();
    await expect(dialog.getByText('Size is required')).toBeVisible();
    await expect(dialog.getByText('Budget is required')).toBeVisible();
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Title is required');
    await expectNoSeriousA11yViolations(page);

    // Only spaces are nothing; an over-long size; a budget out of range.
    await title.fill('   ');
    await dialog.getByLabel('Brand').fill('Kapital');
    await dialog.getByLabel('Size').fill('12345678901');
    const budget = dialog.getByLabel('Maximum Budget (USD)');
    await budget.pressSequentially('abc-eE+');
    await expect(budget).toHaveValue('');
    await budget.pressSequentially('10000001');
    await dialog.getByRole('button', { name: 'Create WTB' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Brand is required')).toHaveCount(0);
    await expect(dialog.getByText('Size must be less than 10 characters')).toBeVisible();
    await expect(
      dialog.getByText('Budget must be a positive number up to $10,000,000'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Typing in a field clears its message. Cancel leaves nothing behind.
    await dialog.getByLabel('Size').fill('XL');
    await expect(dialog.getByText('Size must be less than 10 characters')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create a WTB' })).toBeFocused();
    await page.getByRole('button', { name: 'Create a WTB' }).click();
    await expect(dialog.getByLabel('Size')).toHaveValue('');
  },
);

signedInTest(
  "a member sees no owner actions on other people's requests, and can message the poster",
  async ({ page }) => {
    const other = OPEN_WTB[0]!;
    await page.goto('/wtb');
    const card = page
      .getByRole('list', { name: 'All WTB requests' })
      .getByRole('listitem')
      .filter({ hasText: other.title });
    await expect(card).toContainText(`@${other.buyer}`);
    await expect(card.getByRole('button', { name: /^(Edit|Bump|Found):/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Sign in to message' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `I Have This: ${other.title}` })).toBeVisible();

    await page.getByRole('button', { name: other.title, exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'Want to Buy Listing' });
    await expect(detail.getByRole('heading', { name: other.title })).toBeVisible();
    await expect(detail.getByRole('button', { name: /^(Bump|Found)$/ })).toHaveCount(0);
    await expect(detail.getByRole('link', { name: 'Sign in to message this user' })).toHaveCount(0);

    // Message closes the detail and opens a new conversation with the poster about the request.
    await detail.getByRole('button', { name: 'Message', exact: true }).click();
    await expect(detail).toBeHidden();
    const messages = page.getByRole('dialog', { name: 'Messages' });
    await expect(
      messages.getByRole('region', { name: `Messages with @${other.buyer}` }),
    ).toContainText('No messages yet. Start the conversation!');
    await expect(messages.getByText(`WTB: ${other.title}`)).toBeVisible();
    await expect(
      messages.getByRole('button', { name: /Starting new conversation\.\.\./ }),
    ).toBeVisible();
  },
);

test('a visitor cannot post a WTB request and is asked to sign in to respond', async ({ page }) => {
  await page.goto('/wtb');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('All WTB Listings');
  const cards = page.getByRole('list', { name: 'All WTB requests' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create a WTB' })).toHaveCount(0);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link', { name: 'Sign in to message' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^(Edit|Bump|Found):/ })).toHaveCount(0);
  }

  const newest = OPEN_WTB[0]!;
  await page.getByRole('button', { name: newest.title, exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Want to Buy Listing' });
  await expect(detail.getByRole('link', { name: 'Sign in to message this user' })).toBeVisible();
  await expect(detail.getByRole('button', { name: /^(Bump|Found)$/ })).toHaveCount(0);
});
