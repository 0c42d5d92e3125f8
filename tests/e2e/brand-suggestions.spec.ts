import { signedInTest } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { CARHARTT, LISTINGS } from './seed-data';

const carharttAvailable = LISTINGS.filter(
  (listing) => listing.brand === 'Carhartt WIP' && listing.soldAgeMs === undefined,
).length;

test('the header search suggests brands; ArrowDown and Enter search the picked brand', async ({
  page,
}) => {
  // Two pages and an axe scan: 60 s like the other multi-page journeys.
  test.setTimeout(60_000);
  await page.goto('/');
  const search = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search listings by brand' });
  await search.pressSequentially('carh');

  const suggestions = page.getByRole('listbox', { name: 'Search listings by brand: suggestions' });
  const carhartt = suggestions.getByRole('option', { name: /^Carhartt WIP/ });
  await expect(carhartt).toContainText(`Carhartt WIP· ${carharttAvailable}`);
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  await search.press('ArrowDown');
  await expect(carhartt).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await carhartt.getAttribute('id'))!,
  );
  await search.press('Enter');

  await expect(page).toHaveURL(/\/\?q=Carhartt(\+|%20)WIP$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Search results for "Carhartt WIP"',
  );
  await expect(suggestions).toBeHidden();
  const results = page.getByRole('list', { name: 'Listings matching "Carhartt WIP"' });
  for (const listing of CARHARTT) await expect(results).toContainText(listing.title);

  // Enter on free text still searches the text as typed.
  await search.fill('stu');
  await expect(suggestions.getByRole('option', { name: /^Stussy/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=stu$/);
});

signedInTest(
  "the listing form's Brand field suggests brands; Escape closes the list, not the dialog",
  async ({ page }) => {
    signedInTest.setTimeout(60_000);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sell Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
    const brand = dialog.getByRole('combobox', { name: 'Brand' });
    await brand.pressSequentially('pata');

    const patagonia = dialog.getByRole('option', { name: /^Patagonia/ });
    // Only Patagonia: the suggestions for "pata", not the most listed brands shown until typing
    // pauses (which list Patagonia too).
    await expect(dialog.getByRole('listbox').getByRole('option')).toHaveText([/^Patagonia/]);
    await brand.press('Escape');
    await expect(patagonia).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(brand).toHaveValue('pata');

    await brand.press('ArrowDown');
    await expect(dialog.getByRole('listbox').getByRole('option')).toHaveText([/^Patagonia/]);
    await brand.press('ArrowDown');
    await brand.press('Enter');
    await expect(brand).toHaveValue('Patagonia');
    await expect(dialog).toBeVisible();
    // Picking submitted nothing: no field shows an error yet.
    await expect(dialog.getByText('Title is required')).toHaveCount(0);
  },
);
