import { expect, test, type Page } from '@playwright/test';
import { FINDER_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { API_URL } from '../support/ports';
import { logIn } from '../support/session';

// Rows known from ../shared/data/mhtcet/mhtcet_cutoffs.csv (2025, CAP Round I, GOPENS, State Level):
//   16006 COEP Technological University, 1600629310 Electrical Engineering: merit 1481 (99.5084539)
//   03012 VJTI Matunga, 0301229310 Electrical Engineering: merit 1437 (99.5244755)
// COEP's district is blank in the file; the API's district table puts it in Pune.

const PATH = '/college-finder/mhtcet';
const results = (page: Page) => page.getByRole('region', { name: 'MHT-CET results' });
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** Opens a multi-select, clears it and picks exactly these options (typed into its search box when it has one). */
async function chooseOnly(page: Page, label: string, values: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const list = page.getByRole('listbox', { name: label });
  await expect(list).toBeVisible();
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  if (await clear.isEnabled()) await clear.click();
  const search = page.getByRole('combobox', { name: `Search ${label}` });
  const searchable = (await search.count()) > 0;
  for (const value of values) {
    if (searchable) await search.fill(value);
    await list.getByRole('option', { name: new RegExp(`^${value}`) }).first().click();
  }
  await page.getByRole('button', { name: 'Done' }).click();
}

/** The Rank / Percentile toggle. */
const chooseMode = (page: Page, mode: 'Rank' | 'Percentile') => page.getByRole('group', { name: 'Search by' }).getByText(mode, { exact: true }).click();

/** The row (table) or card (at 768 px) of one institute and branch. */
function resultFor(page: Page, institute: string, branch: string) {
  return isNarrow(page)
    ? results(page).getByRole('article', { name: `${institute}, ${branch}` })
    : results(page).getByRole('row').filter({ hasText: institute }).filter({ hasText: branch });
}

test.describe('MHT-CET finder on the real CAP cut-offs', () => {
  test('rank search: COEP Electrical Engineering GOPENS State Level, 2025 CAP Round I @responsive', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'MHT-CET College Finder' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'MHT-CET Predictor' })).toBeVisible();
    await expect(results(page).getByRole('heading', { name: 'Your colleges will appear here' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).locator('summary')).toHaveCount(4);

    await page.getByRole('textbox', { name: 'MHT-CET Rank' }).fill('1500');
    await page.getByLabel('Round').selectOption({ label: 'CAP Round I' });
    await chooseOnly(page, 'Seat Type', ['GOPENS']);
    await chooseOnly(page, 'Quota', ['State Level']);
    await chooseOnly(page, 'District', ['Pune']);
    await page.getByRole('button', { name: 'Find Colleges' }).click();

    const row = resultFor(page, 'COEP Technological University', 'Electrical Engineering');
    await expect(row).toBeVisible();
    for (const text of ['1,481', '99.5085', 'GOPENS', 'General, Open category, State Level seats', 'State Level', 'CAP Round I', 'Pune', '16006', '1600629310', 'University Autonomous', '2025', 'Medium chance']) {
      await expect(row).toContainText(text);
    }
    await expect(row).toContainText('N/A');
    await expect(results(page).getByText('Showing 1 - 50 of 149 results')).toBeVisible();
    if (isNarrow(page)) await expect(results(page).getByRole('table')).toHaveCount(0);
    // The search is in the URL: a reload shows the same rows.
    await expect(page).toHaveURL(/rank=1500/);
    await page.reload();
    await expect(resultFor(page, 'COEP Technological University', 'Electrical Engineering')).toContainText('1,481');
  });

  test('percentile mode: VJTI Electrical Engineering at 99.5 percentile; the toggle clears values and results @responsive', async ({ page }) => {
    await page.goto(`${PATH}?rank=1500&round=1&seat_type=GOPENS&quota=State+Level&district=Pune`);
    await expect(resultFor(page, 'COEP Technological University', 'Electrical Engineering')).toBeVisible();

    await chooseMode(page, 'Percentile');
    await expect(page.getByRole('textbox', { name: 'MHT-CET Percentile' })).toHaveValue('');
    await expect(results(page).getByRole('heading', { name: 'Your colleges will appear here' })).toBeVisible();
    await expect(page).not.toHaveURL(/rank=/);

    await page.getByRole('textbox', { name: 'MHT-CET Percentile' }).fill('99.5');
    await chooseOnly(page, 'District', ['Mumbai City']);
    await page.getByRole('button', { name: 'Find Colleges' }).click();
    const row = resultFor(page, 'Veermata Jijabai Technological Institute(VJTI), Matunga, Mumbai', 'Electrical Engineering');
    await expect(row).toContainText('99.5245');
    await expect(row).toContainText('1,437');
    await expect(results(page).getByText('Showing 1 - 21 of 21 results')).toBeVisible();
    await expect(page).toHaveURL(/mode=percentile&percentile=99.5/);

    await chooseMode(page, 'Rank');
    await expect(page.getByRole('textbox', { name: 'MHT-CET Rank' })).toHaveValue('');
    await expect(results(page).getByRole('heading', { name: 'Your colleges will appear here' })).toBeVisible();
  });

  test('validation messages', async ({ page }) => {
    await page.goto(PATH);
    await chooseOnly(page, 'Seat Type', []);
    await page.getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.rankRequired)).toBeVisible();
    await expect(page.getByText(VALIDATION_MESSAGES.seatTypeRequired)).toBeVisible();
  });

  test('guests: the branch filter is locked (Feature Locked) @responsive', async ({ page }) => {
    await page.goto(PATH);
    await page.getByRole('button', { name: /^Branch/ }).click();
    const dialog = page.getByRole('dialog', { name: FINDER_MESSAGES.featureLockedTitle });
    await expect(dialog).toContainText(FINDER_MESSAGES.branchLocked);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^Branch/ }).click();
    await page.getByRole('dialog', { name: FINDER_MESSAGES.featureLockedTitle }).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_to'))).toBe(PATH);
  });

  test('a logged-in user filters by branch', async ({ page }) => {
    await logIn(page);
    await page.goto(`${PATH}?rank=1500&round=1&seat_type=GOPENS&quota=State+Level&district=Pune`);
    await expect(resultFor(page, 'COEP Technological University', 'Electrical Engineering')).toBeVisible();
    await chooseOnly(page, 'Branch', ['Electrical Engineering']);
    await page.getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(/branch=Electrical\+Engineering/);
    await expect(resultFor(page, 'COEP Technological University', 'Electrical Engineering')).toContainText('1,481');
    await expect(results(page).getByRole('row').filter({ hasText: 'Mechanical Engineering' })).toHaveCount(0);
  });

  test('the option lists never offer seat type AI or the All India quotas', async ({ request }) => {
    const seatTypes = await (await request.get(`${API_URL}/cutoffs/options/mhtcet/seat-types/`)).json();
    const quotas = await (await request.get(`${API_URL}/cutoffs/options/mhtcet/quotas/`)).json();
    expect(seatTypes.options.map((option: { value: string }) => option.value)).not.toContain('AI');
    expect(quotas.options.map((option: { value: string }) => option.value)).not.toContain('All India Seats');
  });
});
