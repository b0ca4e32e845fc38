// Issue 20's student: rank 15000, JEE Main, OPEN, Gender-Neutral, every round, quota All. NIT Tiruchirappalli
// (Tamil Nadu; its HS seats are for Tamil Nadu students, per institute_states.csv) leads the list by NIRF rank.
// Expectations come from the API's answers and the JoSAA files, not from figures written here.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GUEST_PAGE_SIZE, type JeeFinderSeatResponse } from 'shared-contracts';
import path from 'node:path';
import { josaaInstitutes, newestJosaaYear } from '../support/josaaData';
import { rowsWhere } from '../support/realData';
import { API_URL } from '../support/ports';

const FINDER = '/college-finder/jee-main';
const TRICHY = 'National Institute of Technology, Tiruchirappalli';
const SEARCH = { rank: '15000', exam_type: 'jee_main', round: 'ALL', seat_type: 'OPEN', quota: 'ALL', gender: 'Gender-Neutral' };

const finderUrl = (extra: Record<string, string>) => `${FINDER}?${new URLSearchParams({ ...SEARCH, ...extra })}`;
const results = (page: Page) => page.getByRole('region', { name: 'College finder results' });

/** The seat view's first page as the API answers it (a guest's page: 50 seats, NIRF order). */
async function apiSeats(request: APIRequestContext, extra: Record<string, string>): Promise<JeeFinderSeatResponse> {
  const query = new URLSearchParams({ ...SEARCH, view: 'seat', page: '1', page_size: String(GUEST_PAGE_SIZE), ...extra });
  const response = await request.get(`${API_URL}/cutoffs/josaa/college-finder/?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as JeeFinderSeatResponse;
}

const trichyQuotas = (answer: JeeFinderSeatResponse) => new Set(answer.results.filter((seat) => seat.institute === TRICHY).map((seat) => seat.quota));

/** The quota labels of NIT Trichy's cards on the page (the round view shows the quota because the filter is All). */
async function trichyCardQuotas(page: Page): Promise<string[]> {
  await results(page).getByRole('searchbox', { name: 'Filter by institute' }).fill('Tiruchirappalli');
  const cards = results(page).getByRole('article', { name: TRICHY });
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const term = [...article.querySelectorAll('dt')].find((dt) => dt.textContent === 'Quota');
      return term?.nextElementSibling?.textContent ?? '';
    }),
  );
}

test.describe('home state on the real JoSAA data', () => {
  test('without a home state NIT Trichy offers HS and OS seats at rank 15000 (the API answer the filter narrows)', async ({ request }) => {
    const quotas = trichyQuotas(await apiSeats(request, {}));
    expect(quotas.has('HS')).toBe(true);
    expect(quotas.has('OS')).toBe(true);
  });

  test('a student from Maharashtra sees NIT Trichy\'s OS seats and none of its HS seats; from Tamil Nadu the reverse', async ({ page, request }) => {
    expect([...trichyQuotas(await apiSeats(request, { home_state: 'Maharashtra' }))]).toEqual(['OS']);
    expect([...trichyQuotas(await apiSeats(request, { home_state: 'Tamil Nadu' }))]).toEqual(['HS']);

    await page.goto(finderUrl({}));
    const homeState = page.getByRole('form', { name: 'JEE college finder' }).getByRole('combobox', { name: 'Home state' });
    await expect(homeState.getByRole('option', { name: 'Maharashtra' })).toBeAttached();
    await homeState.selectOption('Maharashtra');
    await page.getByRole('button', { name: 'Find Colleges' }).click();
    await expect(page).toHaveURL(/home_state=Maharashtra/);
    await expect(page.getByText(/Home state Maharashtra/)).toBeVisible();
    // The previous search's cards stay until the new answer has rendered (a transition): read until they go.
    await expect.poll(async () => [...new Set(await trichyCardQuotas(page))]).toEqual(['Other State']);

    await page.goto(finderUrl({ home_state: 'Tamil Nadu' }));
    await expect(homeState).toHaveValue('Tamil Nadu');
    const fromTamilNadu = await trichyCardQuotas(page);
    expect(fromTamilNadu.length).toBeGreaterThan(0);
    expect(new Set(fromTamilNadu)).toEqual(new Set(['Home State']));
  });

  test('the seat view shows one card per seat with every round of the year, as in the JoSAA files @responsive', async ({ page, request }) => {
    const answer = await apiSeats(request, { home_state: 'Maharashtra' });
    const { year, rows } = newestJosaaYear();
    expect(answer.results[0].year).toBe(year);
    const expected = answer.results.filter((seat) => seat.institute === TRICHY);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto(finderUrl({ home_state: 'Maharashtra' }));
    await page.getByRole('radio', { name: 'Each seat' }).check();
    await expect(page).toHaveURL(/view=seat/);
    await results(page).getByRole('searchbox', { name: 'Filter by institute' }).fill('Tiruchirappalli');
    const cards = results(page).getByTestId('seat-card');
    await expect(cards).toHaveCount(expected.length);

    for (const [index, seat] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: TRICHY })).toBeVisible();
      await expect(card).toContainText(seat.program);
      await expect(card.getByRole('list', { name: 'Seat' })).toContainText('Other State');
      // Every round of the year that published this seat, with its closing rank as the file has it.
      const published = rows
        .filter((r) => r.institute === TRICHY && r.program === seat.program && r.quota === 'OS' && r.seat_type === 'OPEN' && r.gender === 'Gender-Neutral')
        .sort((a, b) => a.round - b.round);
      const roundItems = card.getByRole('list', { name: `Closing rank by round, ${year}` }).getByRole('listitem');
      await expect(roundItems).toHaveCount(published.length);
      expect(await roundItems.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-round'))))).toEqual(published.map((r) => r.round));
      const shown = await card.getByTestId('seat-round-rank').allTextContents();
      expect(shown.map((text) => text.replace(/,/g, ''))).toEqual(published.map((r) => r.closing_rank));
      await expect(card.getByTestId('seat-years').getByRole('listitem')).toHaveCount(seat.recent_years.length);
      await expect(card).toContainText(`${seat.chance} chance`);
      await expect(card.getByRole('button', { name: `Add ${TRICHY} ${seat.program} to shortlist` })).toBeVisible();
    }
  });
});

test('every institute of the JoSAA cut-off files has its row in institute_states.csv', () => {
  // The eligibility rule has no other source: an institute without a row would be shown AI seats only.
  const listed = new Set(rowsWhere(path.join('josaa', 'institute_states.csv')).map((row) => row.institute.replace(/\s+/g, ' ').trim()));
  const missing = [...josaaInstitutes()].filter((institute) => !listed.has(institute));
  expect(missing).toEqual([]);
  expect(listed.size).toBeGreaterThan(0);
});
