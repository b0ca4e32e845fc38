import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FINDER_MESSAGES, showingSummary, STATEWISE_MESSAGES, VALIDATION_MESSAGES, type MhtcetFinderResponse, type MhtcetFinderRow } from 'shared-contracts';
import { openLivePage } from '../support/livePage';
import { API_URL } from '../support/ports';
import { finderPercentile, indianCount, jeeMainPercentileForRank, rowsWhere } from '../support/realData';

// The rank is compared through the JEE Main percentile, 100 - 100 x rank / N with N that year's JEE Main
// candidates (from the data); the rows, their chances and the count are the API's own answer.

const PATH = '/college-finder/statewise';
const results = (page: Page) => page.getByRole('region', { name: 'State-wise results' });
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;
const HEADING = STATEWISE_MESSAGES.heading('50,000', 'Maharashtra');
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];

/** The state-wise search as the page sends it: All India seats, every district, by closing merit number. */
async function statewiseAnswer(request: APIRequestContext, query: string): Promise<MhtcetFinderResponse> {
  const response = await request.get(`${API_URL}/cutoffs/mhtcet/college-finder/?quota=All India Seats&seat_type=AI&sort_by=closing_rank&sort_order=asc&${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as MhtcetFinderResponse;
}
const instituteOf = (row: MhtcetFinderRow) => row.institute ?? row.clg_name ?? '';
const branchOf = (row: MhtcetFinderRow) => row.branch ?? row.branch_name ?? '';
const meritOf = (value: number | null) => (value === null ? 'N/A' : indianCount(value));

test.describe('State-wise finder on the real All India lists', () => {
  test('JEE Main rank 50,000 in 2025: heading, banner, percentile statement and the first row @responsive', async ({ page, request }) => {
    const answer = await statewiseAnswer(request, 'year=2025&rank=50000&page=1&page_size=50');
    const first = answer.results[0] as MhtcetFinderRow;
    // What both the table row and the card show (the card keeps the branch code for its details).
    const firstTexts = [
      first.clg_code,
      meritOf(first.opening_rank),
      meritOf(first.closing_rank),
      'All India Seats',
      'AI',
      `CAP Round ${ROMAN[first.round]}`,
      `${first.chance} chance`,
    ];
    await openLivePage(page, PATH);
    await expect(page.getByRole('heading', { level: 1, name: STATEWISE_MESSAGES.title })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
    await expect(trail.getByRole('link', { name: 'JEE Main & Advanced' })).toHaveAttribute('href', '/college-finder/jee-main');
    await expect(trail.getByText(STATEWISE_MESSAGES.breadcrumb)).toBeVisible();
    await expect(page.getByText(FINDER_MESSAGES.moreStatesSoon)).toBeVisible();

    await page.getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page.getByText(VALIDATION_MESSAGES.rankRequired)).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Your JEE Main Rank' }).fill('50000');
    if (isNarrow(page)) await page.getByRole('radio', { name: '2025' }).check();
    else await page.getByLabel('Year').selectOption('2025');
    await page.getByRole('button', { name: 'Find Colleges' }).click();

    await expect(results(page).getByRole('heading', { name: HEADING })).toBeVisible();
    const banner = results(page).getByRole('note', { name: 'What are All India quota seats?' });
    await expect(banner).toContainText('seats reserved in state colleges for students from all over India');
    await expect(banner).toContainText('Quota: All India Seats');
    await expect(banner).toContainText('Seat Type: AI');
    const statement = results(page).getByRole('note', { name: 'How your rank is compared' });
    await expect(statement).toContainText('JEE Main percentile');
    await expect(statement).toContainText(`your JEE Main rank 50,000 is about ${finderPercentile(jeeMainPercentileForRank(50_000, 2025))} percentile`);
    await expect(results(page).getByText(STATEWISE_MESSAGES.disclaimer)).toBeVisible();

    if (isNarrow(page)) {
      await expect(results(page).getByRole('table')).toHaveCount(0);
      const card = results(page).getByRole('article', { name: `${instituteOf(first)}, ${branchOf(first)}` }).first();
      for (const text of firstTexts) await expect(card).toContainText(text);
      await card.getByRole('button', { name: STATEWISE_MESSAGES.viewDetails }).click();
      if (first.status) await expect(card).toContainText(first.status);
      await card.getByRole('button', { name: STATEWISE_MESSAGES.hideDetails }).click();
      // The legend folds away at 768 px.
      const legendToggle = results(page).getByRole('button', { name: 'What the chance labels mean' });
      await expect(legendToggle).toHaveAttribute('aria-expanded', 'false');
      await legendToggle.click();
      await expect(results(page).getByText(/students like you got this seat at least 9 times in 10/)).toBeVisible();
    } else {
      const headers = await results(page).getByRole('columnheader').allTextContents();
      expect(headers).toEqual(['College Code', 'Institute', 'Branch Code', 'Branch', 'Opening Rank', 'Closing Rank', 'Quota', 'Seat Type', 'Round', 'Your Chance']);
      const row = results(page).getByRole('row').nth(1);
      for (const text of [instituteOf(first), branchOf(first), first.branch_code, ...firstTexts]) await expect(row).toContainText(text);
    }
    await expect(page).toHaveURL(/rank=50000&state=maharashtra&year=2025/);
    await expect(results(page).getByText(showingSummary(1, 50, answer.count))).toBeVisible();
  });

  test('in-page filters: Showing N filtered results, pagination hidden, Clear all filters @responsive', async ({ page, request }) => {
    const api = await (await request.get(`${API_URL}/cutoffs/mhtcet/college-finder/?year=2025&rank=50000&quota=All India Seats&seat_type=AI&page_size=50`)).json();
    const walchand = api.results.filter((row: { institute: string }) => row.institute.toLowerCase().includes('walchand')).length;
    expect(walchand).toBeGreaterThan(0);

    await openLivePage(page, `${PATH}?rank=50000&state=maharashtra&year=2025`);
    await expect(results(page).getByRole('heading', { name: HEADING })).toBeVisible();
    await results(page).getByRole('button', { name: 'Filter Institute' }).click();
    await results(page).getByPlaceholder('Filter Institute in page...').fill('walchand');
    await expect(results(page).getByText(STATEWISE_MESSAGES.filteredCount(walchand))).toBeVisible();
    await expect(results(page).getByRole('navigation', { name: 'State-wise results pages' })).toHaveCount(0);
    await expect(results(page).getByText(/Showing 1 - 50 of/)).toHaveCount(0);

    await results(page).getByRole('button', { name: 'Filter Branch' }).click();
    await results(page).getByPlaceholder('Filter Branch in page...').fill('no such branch');
    await expect(results(page).getByText(FINDER_MESSAGES.noMatches)).toBeVisible();

    await results(page).getByRole('button', { name: STATEWISE_MESSAGES.clearAllFilters }).click();
    await expect(results(page).getByText(/filtered results/)).toHaveCount(0);
    await expect(results(page).getByRole('navigation', { name: 'State-wise results pages' })).toBeVisible();
  });

  test('a year and round without an All India list says so instead of an empty table', async ({ page }) => {
    // The rounds of 2024 that have an All India (seat type AI) list in the data, and the first that has none.
    const listed = [...new Set(rowsWhere('mhtcet/mhtcet_cutoffs.csv', { year: '2024', seat_type: 'AI' }).map((row) => row.round))];
    const missing = ROMAN.findIndex((roman, round) => round > 0 && !listed.includes(roman));
    const rounds = ROMAN.filter((roman) => listed.includes(roman)).map((roman) => `CAP Round ${roman}`);
    await openLivePage(page, `${PATH}?rank=50000&state=maharashtra&year=2024&round=${missing}`);
    await expect(
      results(page).getByText(`No All India cut-off list is available for 2024 CAP Round ${ROMAN[missing]}. For 2024 there are: ${rounds.join(', ')}.`),
    ).toBeVisible();
    await expect(results(page).getByRole('table')).toHaveCount(0);
    await expect(results(page).getByRole('note', { name: 'How your rank is compared' })).toContainText(`${finderPercentile(jeeMainPercentileForRank(50_000, 2024))} percentile`);
  });

  test('guests: the branch filter is locked (Feature Locked) @responsive', async ({ page }) => {
    await openLivePage(page, PATH);
    await page.getByRole('button', { name: /^Branch/ }).click();
    const dialog = page.getByRole('dialog', { name: FINDER_MESSAGES.featureLockedTitle });
    await expect(dialog).toContainText(FINDER_MESSAGES.branchLocked);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
