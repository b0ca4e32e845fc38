// The JoSAA pages follow the data files: the year lists are the years in the files, the newest year is the
// default, a year's final round is the latest it published, and the finder API returns the newest year's
// rows exactly as published. Every expectation is read from DATA_DIR/josaa/josaa_cutoffs*.csv.
import { expect, test, type Page } from '@playwright/test';
import { josaaRoundsOf, josaaYears, newestJosaaYear, type JosaaRow } from '../support/josaaData';
import { API_URL } from '../support/ports';
import { Random } from '../support/seededRandom';

const IITB = 'Indian Institute of Technology Bombay';
const CSE = 'Computer Science and Engineering (4 Years, Bachelor of Technology)';
const newest = newestJosaaYear();
const years = josaaYears();
const previousRounds = josaaRoundsOf(years[1]);
const iitbCse = (round: number): JosaaRow => {
  const found = newest.rows.find(
    (r) => r.institute === IITB && r.program === CSE && r.quota === 'AI' && r.seat_type === 'OPEN' && r.gender === 'Gender-Neutral' && r.round === round,
  );
  if (!found) throw new Error(`IIT Bombay CSE (AI, OPEN, Gender-Neutral) has no ${newest.year} round ${round} row in the data`);
  return found;
};
/** What the page says when the newest year published fewer rounds than the year before. */
const fewerRounds =
  previousRounds.length > newest.finalRound
    ? `JoSAA ${newest.year} published ${newest.finalRound} rounds; ${years[1]} had ${previousRounds.length}`
    : null;

const form = (page: Page) => page.getByRole('form', { name: 'JEE college finder' });
const results = (page: Page) => page.getByRole('region', { name: 'College finder results' });

test.describe(`JoSAA ${newest.year} on the site`, () => {
  test('the JEE finder lists exactly the years with data, defaults to the newest, and names the data it rests on @responsive', async ({ page }) => {
    await page.goto('/college-finder/jee-main');
    const year = form(page).getByLabel(/Year/);
    await expect(year).toHaveValue(String(newest.year));
    await expect(year.locator('option')).toHaveText(years.map(String));
    // The newest year's rounds only: no empty round after its final one.
    await expect(form(page).getByLabel(/Round/).locator('option')).toHaveText(['All', ...josaaRoundsOf(newest.year).map((r) => `Round ${r}`)]);

    await form(page).getByLabel(/Your rank/).fill('60');
    await form(page).getByLabel(/Exam type/).selectOption('jee_advanced');
    await form(page).getByLabel(/Round/).selectOption(String(newest.finalRound));
    await form(page).getByLabel(/Quota/).selectOption('AI');
    await form(page).getByRole('button', { name: 'Find Colleges' }).click();
    await results(page).getByRole('searchbox', { name: 'Filter by institute' }).fill('Bombay');
    await results(page).getByRole('searchbox', { name: 'Filter by branch' }).fill('Computer Science');
    const card = results(page).getByRole('article').filter({ hasText: CSE });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Closing rank').locator('..')).toContainText(iitbCse(newest.finalRound).closing_rank);
    const note = page.getByTestId('data-basis');
    await expect(note).toContainText(`Based on JoSAA ${newest.year}, round ${newest.finalRound} (the latest published).`);
    if (fewerRounds) await expect(note).toContainText(fewerRounds);
  });

  test("the OR-CR explorer opens on the newest year's final round, and charts every year @responsive", async ({ page }) => {
    await page.goto(`/college-finder/tool?institute=${encodeURIComponent(IITB)}&program=${encodeURIComponent(CSE)}`);
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(newest.year));
    await expect(page.getByLabel('Round', { exact: true })).toHaveValue(String(newest.finalRound));
    const seats = page.getByRole('region', { name: new RegExp(`Seats in ${newest.year}, round ${newest.finalRound}`) });
    const row = seats.locator('tr, li').filter({ hasText: 'All India' }).filter({ hasText: 'OPEN (General)' }).filter({ hasText: /Gender-Neutral/ }).first();
    await expect(row).toContainText(iitbCse(newest.finalRound).closing_rank);
    await expect(seats.getByTestId('data-basis')).toContainText(`Based on JoSAA ${newest.year}, round ${newest.finalRound} (the latest published).`);
    const charts = page.getByTestId('cutoff-chart');
    await expect(charts.nth(0).getByTestId('chart-point')).toHaveCount(josaaRoundsOf(newest.year).length);
    await expect(charts.nth(1).getByTestId('chart-point')).toHaveCount(years.length);
    await expect(page.getByRole('img', { name: `Final round of each year, ${years[years.length - 1]}-${years[0]}` })).toBeVisible();
  });

  test(`a random sample of ${newest.year} rows comes back from the finder API exactly as published`, async ({ request }) => {
    // A seeded sample (the project's one generator), so a failure names rows that can be looked up again.
    const random = new Random(2026);
    // Regular ranks only: 'P' seats are listed after every regular one, pages away.
    const regular = newest.rows.filter((r) => /^\d+$/.test(r.closing_rank));
    const sample = Array.from({ length: 25 }, () => random.pick(regular));
    for (const row of sample) {
      const closing = Number(row.closing_rank);
      const params = new URLSearchParams({
        rank: String(closing),
        year: String(row.year),
        round: String(row.round),
        exam_type: row.institute_type === 'IIT' ? 'jee_advanced' : 'jee_main',
        quota: row.quota,
        seat_type: row.seat_type,
        gender: row.gender,
        sort_by: 'closing_rank',
        page_size: '50',
      });
      let found: Record<string, unknown> | undefined;
      for (let page = 1; page <= 40 && !found; page += 1) {
        params.set('page', String(page));
        const answer = await (await request.get(`${API_URL}/cutoffs/josaa/college-finder/?${params}`)).json();
        found = answer.results.find((r: Record<string, unknown>) => r.institute === row.institute && r.program === row.program);
        const last = answer.results.at(-1);
        if (!last || page >= answer.total_pages || Number(last.closing_rank) > closing) break;
      }
      expect(found, `${row.year} round ${row.round}: ${row.institute} / ${row.program} / ${row.quota} / ${row.seat_type} / ${row.gender}`).toMatchObject({
        year: row.year,
        round: row.round,
        quota: row.quota,
        seat_type: row.seat_type,
        gender: row.gender,
        opening_rank: row.opening_rank,
        closing_rank: row.closing_rank,
      });
    }
  });
});
