// The predictor widgets (remote-predictors) as the finder pages (remote-finders) mount them over Module
// Federation, on the real data: predict, send the rank with "Find colleges with this rank", and see the finder
// tab selected with the rank (and, for JoSAA, the exam type) filled in. Desktop runs everything; @responsive
// tests also run at 768 px.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PREDICTOR_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { API_URL } from '../support/ports';
import { indianCount, jeeMainRankForPercentile, newestJeeMainCount } from '../support/realData';

const widget = (page: Page, name: string) => page.getByRole('region', { name });
const result = (scope: Locator) => scope.getByRole('region', { name: 'Your prediction' });

/** The API's own predicted rank, for the figures that rest on an interpolated table. */
async function predictedRank(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`${API_URL}/${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rank_prediction: { predicted_rank: number } }).rank_prediction.predicted_rank;
}

test.describe('Rank predictors in the finders', () => {
  test('JEE Main: percentile to rank, warnings as you type, then the finder gets the rank and JEE Main @responsive', async ({ page }) => {
    await page.goto('/college-finder/jee-main');
    await page.getByRole('tab', { name: 'JEE Main Predictor' }).click();
    const main = widget(page, 'JEE Main Predictor');
    await main.getByRole('radio', { name: 'Percentile to Rank' }).check();
    const input = main.getByLabel('Your JEE Main percentile');
    const predict = main.getByRole('button', { name: 'Predict rank' });

    await input.fill('101');
    await expect(main.getByText(VALIDATION_MESSAGES.percentileHigh)).toBeVisible();
    await expect(predict).toBeDisabled();

    // Leading zeros go as the visitor types.
    await input.fill('0099.5');
    await expect(input).toHaveValue('99.5');
    await expect(main.getByText(VALIDATION_MESSAGES.percentileHigh)).toHaveCount(0);
    await predict.click();
    // (100 - 99.5) x N / 100, N the newest year's unique candidates, and the basis names that year and figure.
    const rank = jeeMainRankForPercentile(99.5);
    const count = newestJeeMainCount();
    await expect(result(main)).toContainText(indianCount(rank));
    await expect(result(main)).toContainText(
      `N = ${indianCount(count.n)} unique candidates who appeared in JEE Main ${count.year} (${count.official ? 'official NTA figure' : 'press figure'})`,
    );
    await result(main).getByRole('button', { name: PREDICTOR_MESSAGES.findColleges }).click();

    await expect(page.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'JEE college finder' });
    await expect(form.getByLabel(/Your rank/)).toHaveValue(String(rank));
    await expect(form.getByLabel(/Exam type/)).toHaveValue('jee_main');
    // Searched at once, without another click.
    await expect(page.getByText(new RegExp(`Rank\\s*${indianCount(rank)}\\s*·\\s*JEE Main`))).toBeVisible();
  });

  test('JEE Main: Score to Percentile shows the percentile with its band', async ({ page }) => {
    await page.goto('/college-finder/jee-main');
    await page.getByRole('tab', { name: 'JEE Main Predictor' }).click();
    const main = widget(page, 'JEE Main Predictor');
    await main.getByLabel('Your JEE Main score').fill('250');
    await main.getByRole('button', { name: 'Predict percentile' }).click();
    await expect(result(main)).toContainText('Percentile');
    await expect(result(main)).toContainText(/Likely between \d+(\.\d+)? and \d+(\.\d+)?/);
    await expect(result(main)).toContainText(PREDICTOR_MESSAGES.estimate);
    // Changing the mode clears the result and the input.
    await main.getByRole('radio', { name: 'Percentile to Rank' }).check();
    await expect(result(main)).toHaveCount(0);
  });

  test('JEE Advanced: score to rank, then the finder gets the rank and JEE Advanced @responsive', async ({ page, request }) => {
    // Interpolated in the official CRL marks-vs-rank table.
    const rank = await predictedRank(request, 'jee-predictor/?exam_type=jee_advanced&score=250');
    await page.goto('/college-finder/jee-main');
    await page.getByRole('tab', { name: 'JEE Advanced Predictor' }).click();
    const advanced = widget(page, 'JEE Advanced Predictor');
    const input = advanced.getByLabel('Your JEE Advanced score');
    await input.fill('361');
    await expect(advanced.getByText(VALIDATION_MESSAGES.jeeAdvancedScoreHigh)).toBeVisible();
    await input.fill('250');
    await advanced.getByRole('button', { name: 'Predict rank' }).click();
    await expect(result(advanced)).toContainText(indianCount(rank));
    await result(advanced).getByRole('button', { name: PREDICTOR_MESSAGES.findColleges }).click();

    await expect(page.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'JEE college finder' });
    await expect(form.getByLabel(/Your rank/)).toHaveValue(String(rank));
    await expect(form.getByLabel(/Exam type/)).toHaveValue('jee_advanced');
    await expect(page.getByText(new RegExp(`Rank\\s*${indianCount(rank)}\\s*·\\s*JEE Advanced`))).toBeVisible();
  });

  test('MHT-CET: percentile to rank, then the finder gets the rank @responsive', async ({ page, request }) => {
    // A monotone fit through the real (merit number, percentile) pairs of the newest CAP cut-off lists.
    const rank = await predictedRank(request, 'mhtcet-predictor/?percentile=99.9');
    await page.goto('/college-finder/mhtcet');
    await page.getByRole('tab', { name: 'MHT-CET Predictor' }).click();
    const cet = widget(page, 'MHT-CET Predictor');
    await cet.getByRole('radio', { name: 'Score' }).check();
    await cet.getByLabel('Your MHT-CET score').fill('-5');
    await expect(cet.getByText(VALIDATION_MESSAGES.mhtcetScoreNegative)).toBeVisible();
    // Changing the input type clears the warning.
    await cet.getByRole('radio', { name: 'Percentile' }).check();
    await expect(cet.getByText(VALIDATION_MESSAGES.mhtcetScoreNegative)).toHaveCount(0);
    await cet.getByLabel('Your MHT-CET percentile').fill('99.9');
    await cet.getByRole('button', { name: 'Predict rank' }).click();
    await expect(result(cet)).toContainText(indianCount(rank));
    await result(cet).getByRole('button', { name: PREDICTOR_MESSAGES.findColleges }).click();

    await expect(page.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'MHT-CET college search' }).getByLabel(/MHT-CET Rank/)).toHaveValue(String(rank));
    // Searched at once with the form's defaults.
    await expect(page.getByText(/Showing 1 - \d+ of [\d,]+ results/).first()).toBeVisible();
  });

  test("state-wise finder: the JEE Main predictor's rank fills the state college finder", async ({ page }) => {
    await page.goto('/college-finder/statewise');
    await page.getByRole('tab', { name: 'JEE Main Predictor' }).click();
    const main = widget(page, 'JEE Main Predictor');
    await main.getByRole('radio', { name: 'Percentile to Rank' }).check();
    await main.getByLabel('Your JEE Main percentile').fill('99.5');
    await main.getByRole('button', { name: 'Predict rank' }).click();
    await result(main).getByRole('button', { name: PREDICTOR_MESSAGES.findColleges }).click();

    const rank = jeeMainRankForPercentile(99.5);
    await expect(page.getByRole('tab', { name: 'State College Finder' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('form', { name: 'State-wise college search' }).getByLabel(/Your JEE Main Rank/)).toHaveValue(String(rank));
    await expect(page.getByRole('heading', { name: `All India Quota Seats for JEE Main Rank ${indianCount(rank)}` })).toBeVisible();
  });
});
