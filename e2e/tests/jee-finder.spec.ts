import { expect, test, type Page } from '@playwright/test';
import { FINDER_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { API_URL } from '../support/ports';
import { logIn } from '../support/session';

const IITB = 'Indian Institute of Technology Bombay';
const CSE = 'Computer Science and Engineering (4 Years, Bachelor of Technology)';
const FINDER = '/college-finder/jee-main';
const IITB_CSE_2024 = `${FINDER}?rank=60&exam_type=jee_advanced&year=2024&round=5&seat_type=OPEN&quota=AI&gender=Gender-Neutral&page=1`;

const form = (page: Page) => page.getByRole('form', { name: 'JEE college finder' });
const results = (page: Page) => page.getByRole('region', { name: 'College finder results' });
const cards = (page: Page) => results(page).getByRole('article');
/** The IIT Bombay CSE card (the in-page filters narrow the list to it). */
async function iitbCse(page: Page) {
  await results(page).getByRole('searchbox', { name: 'Filter by institute' }).fill('Bombay');
  await results(page).getByRole('searchbox', { name: 'Filter by branch' }).fill('Computer Science');
  return cards(page).filter({ hasText: CSE });
}

test.describe('JEE finder on the real JoSAA data', () => {
  test('a rank search returns the real cut-offs: IIT Bombay CSE, AI, OPEN, Gender-Neutral, 2024 round 5 closes at 68 @responsive', async ({ page }) => {
    await page.goto(FINDER);
    await expect(page.getByRole('heading', { level: 1, name: 'JEE Main & Advanced College Finder' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
    await expect(page.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');

    await form(page).getByRole('button', { name: 'Find Colleges' }).click();
    await expect(form(page).getByText(VALIDATION_MESSAGES.rankRequired)).toBeVisible();

    await form(page).getByLabel(/Your rank/).fill('60');
    await form(page).getByLabel(/Exam type/).selectOption('jee_advanced');
    await form(page).getByLabel(/Year/).selectOption('2024');
    await form(page).getByLabel(/Round/).selectOption('5');
    await form(page).getByLabel(/Seat type/).selectOption('OPEN');
    await form(page).getByLabel(/Quota/).selectOption('AI');
    await form(page).getByLabel(/Gender/).selectOption('Gender-Neutral');
    await form(page).getByRole('button', { name: 'Find Colleges' }).click();

    await expect(page).toHaveURL(/rank=60/);
    await expect(cards(page).first()).toBeVisible();
    // Default sort: NIRF rank ascending; the top IITs come first.
    await expect(cards(page).first()).toContainText('Indian Institute of Technology');
    const card = await iitbCse(page);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(IITB);
    await expect(card.getByText('Closing rank').locator('..')).toContainText('68');
    await expect(card).toContainText('chance');
    await expect(card).toContainText(/Competitive/);
    // Round, quota, seat type and gender were chosen: the card does not repeat them.
    await expect(card.getByText('Quota', { exact: true })).toHaveCount(0);
    await expect(card.getByText('Round', { exact: true })).toHaveCount(0);
    await expect(card.locator('mark').first()).toHaveText(/Bombay|Computer Science/);
    await card.getByRole('button', { name: 'Show NIRF details' }).click();
    await expect(card.getByText('NIRF Rank')).toBeVisible();
    await expect(card.getByText('NIRF Rank').locator('..')).toContainText(/\d/);
    await results(page).getByRole('button', { name: 'Clear filter by institute' }).click();
    await results(page).getByRole('button', { name: 'Clear filter by branch' }).click();
    expect(await cards(page).count()).toBeGreaterThan(1);
  });

  test('with round ALL each card says which round it is from', async ({ page }) => {
    await page.goto(`${FINDER}?rank=60&exam_type=jee_advanced&year=2024&round=ALL&seat_type=OPEN&quota=AI&gender=Gender-Neutral`);
    // Sorted by NIRF rank, page 1 starts with IIT Madras (NIRF 1); its seats come from every round.
    await results(page).getByRole('searchbox', { name: 'Filter by institute' }).fill('Madras');
    const card = cards(page).first();
    await expect(card).toContainText('Indian Institute of Technology Madras');
    await expect(card.getByText('Round', { exact: true })).toBeVisible();
    await expect(card.getByText('Quota', { exact: true })).toHaveCount(0);
  });

  test('the search lives in the URL: reload keeps it, Back returns to the previous search', async ({ page }) => {
    await page.goto(IITB_CSE_2024);
    await expect(cards(page).first()).toBeVisible();
    await expect(form(page).getByLabel(/Your rank/)).toHaveValue('60');
    await expect(form(page).getByLabel(/Year/)).toHaveValue('2024');

    await form(page).getByLabel(/Your rank/).fill('5000');
    await form(page).getByLabel(/Exam type/).selectOption('jee_main');
    await form(page).getByLabel(/Quota/).selectOption('ALL');
    await form(page).getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(/rank=5000/);
    await expect(results(page)).toContainText('National Institute of Technology');

    await page.reload();
    await expect(form(page).getByLabel(/Your rank/)).toHaveValue('5000');
    await expect(form(page).getByLabel(/Exam type/)).toHaveValue('jee_main');
    await expect(results(page)).toContainText('National Institute of Technology');

    // A second page, then Back twice: page 1, then the first search.
    await results(page).getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Showing 51 - 100 of/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/page=1/);
    await expect(page.getByText(/Showing 1 - 50 of/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/rank=60/);
    await expect(form(page).getByLabel(/Your rank/)).toHaveValue('60');
    await expect(form(page).getByLabel(/Exam type/)).toHaveValue('jee_advanced');
    await expect(await iitbCse(page)).toContainText('68');
  });

  test('the site-search hint /college-finder/jee-main?rank=12345 lands with the rank filled in and results @responsive', async ({ page }) => {
    await page.goto(`${FINDER}?rank=12345`);
    await expect(form(page).getByLabel(/Your rank/)).toHaveValue('12345');
    await expect(form(page).getByLabel(/Exam type/)).toHaveValue('jee_main');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(/Showing 1 - \d+ of \d+ results/)).toBeVisible();
  });

  test('guests: page size and branch are locked; Feature Locked; Login goes to /auth with the search as returnTo @responsive', async ({ page }) => {
    await page.goto(IITB_CSE_2024);
    await expect(cards(page).first()).toBeVisible();
    const size = page.getByLabel('Items per page');
    await expect(size).toHaveValue('50');
    await size.selectOption('20');
    const dialog = page.getByRole('dialog', { name: 'Feature Locked' });
    await expect(dialog).toContainText(FINDER_MESSAGES.pageSizeLocked);
    await expect(size).toHaveValue('50');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await form(page).getByRole('button', { name: 'Branch' }).click();
    await expect(dialog).toContainText(FINDER_MESSAGES.branchLocked);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => sessionStorage.getItem('auth_return_to'))).toBe(IITB_CSE_2024);
  });

  test('the API itself caps a guest at 50 rows, refuses all=true and ignores branch', async ({ request }) => {
    const base = `${API_URL}/cutoffs/josaa/college-finder/?rank=20000&exam_type=jee_main&year=2024`;
    expect((await (await request.get(`${base}&page_size=200`)).json()).results).toHaveLength(50);
    expect((await request.get(`${base}&all=true`)).status()).toBe(403);
    const all = await (await request.get(base)).json();
    const branch = await (await request.get(`${base}&branch=Chemical`)).json();
    expect(branch.count).toBe(all.count);
  });

  test('a logged-in user filters by branch and chooses another page size', async ({ page }) => {
    await logIn(page);
    await page.goto(`${FINDER}?rank=20000&year=2024`);
    await expect(cards(page).first()).toBeVisible();
    await form(page).getByLabel('Branch').fill('Chemical');
    await form(page).getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(/branch=Chemical/);
    await expect(cards(page).first()).toContainText('Chemical');
    await page.getByLabel('Items per page').selectOption('10');
    await expect(page).toHaveURL(/page_size=10/);
    await expect(page.getByText(/Showing 1 - 10 of/)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a predicted rank from the predictors remote (over federation) fills the finder; a failure would show a panel', async ({ page }) => {
    await page.goto(`${FINDER}?rank=12345`);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'JEE Main Predictor' }).click();
    const mainPanel = page.getByRole('tabpanel', { name: 'JEE Main Predictor' });
    await expect(mainPanel.getByTestId('predictor-failed-JeeMainPredictor').or(mainPanel.getByRole('button').first())).toBeVisible();

    await page.getByRole('tab', { name: 'JEE Advanced Predictor' }).click();
    const panel = page.getByRole('tabpanel', { name: 'JEE Advanced Predictor' });
    const failed = panel.getByTestId('predictor-failed-JeeAdvancedPredictor');
    const input = panel.getByRole('textbox').or(panel.getByRole('spinbutton')).first();
    await expect(failed.or(input)).toBeVisible();
    if (await failed.isVisible()) {
      // The widget is not there: the panel says so, and the finder tab still works.
      await page.getByRole('tab', { name: 'College Finder' }).click();
      await expect(cards(page).first()).toBeVisible();
      return;
    }
    await input.fill('200');
    await panel.getByRole('button', { name: /predict/i }).click();
    await panel.getByRole('button', { name: /find colleges/i }).click();
    await expect(page.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    await expect(form(page).getByLabel(/Exam type/)).toHaveValue('jee_advanced');
    const rank = await form(page).getByLabel(/Your rank/).inputValue();
    expect(Number(rank)).toBeGreaterThan(100);
    await form(page).getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(new RegExp(`rank=${rank}&exam_type=jee_advanced`));
    await expect(cards(page).first()).toContainText('Indian Institute of Technology');
  });
});

test.describe('selectors and the JoSAA tool', () => {
  test('the selectors lead to each finder @responsive', async ({ page }) => {
    await page.goto('/college-finder');
    await expect(page.getByRole('link', { name: /JEE Main and JEE Advanced/ })).toHaveAttribute('href', '/college-finder/jee-main');
    await expect(page.getByRole('link', { name: /MHT-CET/ }).first()).toHaveAttribute('href', '/college-finder/mhtcet');
    await page.getByRole('link', { name: 'JoSAA institutes or state-wise colleges' }).click();
    await expect(page).toHaveURL(/\/college-finder\/josaa$/);
    await expect(page.getByRole('link', { name: /State colleges with All India seats/ })).toHaveAttribute('href', '/college-finder/statewise');
    await page.getByRole('link', { name: /JoSAA OR-CR explorer/ }).click();
    await expect(page).toHaveURL(/\/college-finder\/tool$/);
    await expect(page.getByRole('heading', { level: 1, name: 'JoSAA OR-CR Explorer' })).toBeVisible();
  });

  test('the tool: pick IIT Bombay and CSE, see 2024 round 5 seats and the closing-rank chart @responsive', async ({ page }) => {
    await page.goto('/college-finder/tool');
    const institute = page.getByRole('combobox', { name: /Institute/ });
    await institute.fill('Technology Bombay');
    await page.getByRole('option', { name: new RegExp(IITB) }).click();
    await expect(institute).toHaveValue(IITB);
    await page.getByLabel('Program (optional)').selectOption(CSE);
    await page.getByLabel('Year', { exact: true }).selectOption('2024');
    await page.getByLabel('Round', { exact: true }).selectOption('5');
    await expect(page).toHaveURL(/year=2024/);

    const seats = page.getByRole('region', { name: /Seats in 2024, round 5/ });
    const row = seats.locator('tr, li').filter({ hasText: 'All India' }).filter({ hasText: 'OPEN (General)' }).filter({ hasText: /Gender-Neutral/ }).first();
    await expect(row).toContainText('68');

    const charts = page.getByTestId('cutoff-chart');
    await expect(charts).toHaveCount(2);
    await expect(charts.nth(0).getByTestId('chart-point')).toHaveCount(5);
    // One point per year with data (josaa-data.spec.ts checks the count against the files).
    await expect(page.getByRole('img', { name: /^Final round of each year, 2018-\d{4}$/ })).toBeVisible();
  });
});
