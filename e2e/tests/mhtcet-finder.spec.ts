import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FINDER_MESSAGES, showingSummary, VALIDATION_MESSAGES, type MhtcetFinderResponse, type MhtcetFinderRow } from 'shared-contracts';
import { API_URL } from '../support/ports';
import { finderPercentile, indianCount, onlyRow, type CsvRow } from '../support/realData';
import { accessToken, logIn } from '../support/session';

// Two Electrical Engineering seats (CAP Round I, GOPENS, State Level) followed through the newest year: their
// closing merit number and percentile as mhtcet/mhtcet_cutoffs.csv publishes them, their chance and the
// result counts from the API's own answer. COEP's district is blank in the file; the API's district table
// puts it in Pune.
const COEP = { institute: 'COEP Technological University', branch: 'Electrical Engineering', branchCode: '1600629310' };
const VJTI = { institute: 'Veermata Jijabai Technological Institute(VJTI), Matunga, Mumbai', branch: 'Electrical Engineering', branchCode: '0301229310' };
const SEARCH = 'round=1&seat_type=GOPENS&quota=State Level';

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

/** The finder's whole answer (every row, as a logged-in user) to a search the page sends. */
async function finderAnswer(request: APIRequestContext, query: string): Promise<MhtcetFinderResponse> {
  const response = await request.get(`${API_URL}/cutoffs/mhtcet/college-finder/?${query}&all=true`, { headers: { Authorization: `Bearer ${accessToken()}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as MhtcetFinderResponse;
}

/** A seat's row in the data file (the answer's year, round I, GOPENS, State Level) and in the API's answer. */
function seatIn(answer: MhtcetFinderResponse, branchCode: string): { data: CsvRow; served: MhtcetFinderRow } {
  const data = onlyRow('mhtcet/mhtcet_cutoffs.csv', { year: String(answer.year), round: 'I', branch_code: branchCode, seat_type: 'GOPENS', quota: 'State Level' });
  const served = answer.results.find((row) => row.branch_code === branchCode);
  if (!served) throw new Error(`The finder's answer lacks ${branchCode}`);
  return { data, served };
}
const closingMerit = (data: CsvRow) => indianCount(Number(data.closing_rank));
const closingPercentile = (data: CsvRow) => finderPercentile(Number(data.closing_percentile));

/** The Rank / Percentile toggle. */
const chooseMode = (page: Page, mode: 'Rank' | 'Percentile') => page.getByRole('radiogroup', { name: 'Search by' }).getByRole('radio', { name: mode, exact: true }).check();

/** The row (table) or card (at 768 px) of one institute and branch. */
function resultFor(page: Page, institute: string, branch: string) {
  return isNarrow(page)
    ? results(page).getByRole('article', { name: `${institute}, ${branch}` })
    : results(page).getByRole('row').filter({ hasText: institute }).filter({ hasText: branch });
}

test.describe('MHT-CET finder on the real CAP cut-offs', () => {
  test('rank search: COEP Electrical Engineering GOPENS State Level, newest year CAP Round I @responsive', async ({ page, request }) => {
    const answer = await finderAnswer(request, `rank=1500&${SEARCH}&district=Pune`);
    const { data, served } = seatIn(answer, COEP.branchCode);
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

    const row = resultFor(page, COEP.institute, COEP.branch);
    await expect(row).toBeVisible();
    const texts = [closingMerit(data), closingPercentile(data), 'GOPENS', 'General, Open category, State Level seats', 'State Level', 'CAP Round I', 'Pune'];
    for (const text of [...texts, data.college_code, data.branch_code, data.status, String(answer.year), `${served.chance} chance`]) {
      await expect(row).toContainText(text);
    }
    await expect(row).toContainText('N/A');
    await expect(results(page).getByText(showingSummary(1, 50, answer.count))).toBeVisible();
    if (isNarrow(page)) await expect(results(page).getByRole('table')).toHaveCount(0);
    // The search is in the URL: a reload shows the same rows.
    await expect(page).toHaveURL(/rank=1500/);
    await page.reload();
    await expect(resultFor(page, COEP.institute, COEP.branch)).toContainText(closingMerit(data));
  });

  test('percentile mode: VJTI Electrical Engineering at 99.5 percentile; the toggle clears values and results @responsive', async ({ page, request }) => {
    const answer = await finderAnswer(request, `percentile=99.5&${SEARCH}&district=Mumbai City`);
    const { data } = seatIn(answer, VJTI.branchCode);
    await page.goto(`${PATH}?rank=1500&round=1&seat_type=GOPENS&quota=State+Level&district=Pune`);
    await expect(resultFor(page, COEP.institute, COEP.branch)).toBeVisible();

    await chooseMode(page, 'Percentile');
    await expect(page.getByRole('textbox', { name: 'MHT-CET Percentile' })).toHaveValue('');
    await expect(results(page).getByRole('heading', { name: 'Your colleges will appear here' })).toBeVisible();
    await expect(page).not.toHaveURL(/rank=/);

    await page.getByRole('textbox', { name: 'MHT-CET Percentile' }).fill('99.5');
    await chooseOnly(page, 'District', ['Mumbai City']);
    await page.getByRole('button', { name: 'Find Colleges' }).click();
    const row = resultFor(page, VJTI.institute, VJTI.branch);
    await expect(row).toContainText(closingPercentile(data));
    await expect(row).toContainText(closingMerit(data));
    await expect(results(page).getByText(showingSummary(1, 50, answer.count))).toBeVisible();
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

  test('a logged-in user filters by branch', async ({ page, request }) => {
    const { data } = seatIn(await finderAnswer(request, `rank=1500&${SEARCH}&district=Pune`), COEP.branchCode);
    await logIn(page);
    await page.goto(`${PATH}?rank=1500&round=1&seat_type=GOPENS&quota=State+Level&district=Pune`);
    await expect(resultFor(page, COEP.institute, COEP.branch)).toBeVisible();
    await chooseOnly(page, 'Branch', ['Electrical Engineering']);
    await page.getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(/branch=Electrical\+Engineering/);
    await expect(resultFor(page, COEP.institute, COEP.branch)).toContainText(closingMerit(data));
    await expect(results(page).getByRole('row').filter({ hasText: 'Mechanical Engineering' })).toHaveCount(0);
  });

  test('the option lists never offer seat type AI or the All India quotas', async ({ request }) => {
    const seatTypes = await (await request.get(`${API_URL}/cutoffs/options/mhtcet/seat-types/`)).json();
    const quotas = await (await request.get(`${API_URL}/cutoffs/options/mhtcet/quotas/`)).json();
    expect(seatTypes.options.map((option: { value: string }) => option.value)).not.toContain('AI');
    expect(quotas.options.map((option: { value: string }) => option.value)).not.toContain('All India Seats');
  });
});
