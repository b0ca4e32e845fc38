// A student's whole decision flow on the real data: star seats in two finders, order them into a choice
// list, compare, read the what-if, download and print the list, then log in and find the list in the account
// (after a reload and in another browser). The seats are whatever the finders answer first; every figure
// expected comes from the API's answers, never from this file.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ShortlistDetailsResponse, ShortlistItem, ShortlistResponse } from 'shared-contracts';
import { API_URL, HOST_URL } from '../support/ports';
import { parseCsv } from '../support/realData';
import { E2E_PASSWORD, createVerifiedAccount, logIn } from '../support/session';

const JEE_SEARCH = '/college-finder/jee-main?rank=500&exam_type=jee_advanced&seat_type=OPEN&quota=AI&gender=Gender-Neutral';
const MHTCET_SEARCH = '/college-finder/mhtcet?rank=1500&round=1&seat_type=GOPENS&quota=State+Level&district=Pune';
const RANK = 500;

const shortlistLink = (page: Page) => page.getByTestId('shortlist-link');
const choiceLines = (page: Page) => page.getByTestId('choice-line');
const STAR_TO_ADD = /^Add .+ to shortlist$/;

/** Stars the first `count` different seats of a finder's results; answers their names ("<institute>, <program>"). */
async function starFirstSeats(results: Locator, count: number): Promise<string[]> {
  await expect(results.getByRole('button', { name: STAR_TO_ADD }).first()).toBeVisible();
  const labels = await results.getByRole('button', { name: STAR_TO_ADD }).evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''));
  // A seat shows once per round: the same star (the same seat) can repeat down the list.
  const names = [...new Set(labels.map((label) => label.replace(/^Add (.+) to shortlist$/, '$1')))].slice(0, count);
  expect(names).toHaveLength(count);
  for (const name of names) {
    await results.getByRole('button', { name: `Add ${name} to shortlist`, exact: true }).first().click();
    await expect(results.getByRole('button', { name: `Remove ${name} from shortlist`, exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  }
  return names;
}

/** The choice list's lines read as the names their "Move ... up" buttons carry. */
async function expectLinesInOrder(page: Page, names: string[]) {
  await expect(choiceLines(page)).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(choiceLines(page).nth(index).getByRole('button', { name: `Move ${name} up`, exact: true })).toBeAttached();
  }
}

const storedShortlist = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('shortlist.v1') ?? '[]') as unknown[]);

async function seatDetails(request: APIRequestContext, items: ShortlistItem[], rank: number): Promise<ShortlistDetailsResponse> {
  const response = await request.post(`${API_URL}/shortlist/details/`, { data: { items, rank } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ShortlistDetailsResponse;
}

const nameOf = (item: ShortlistItem) => (item.exam === 'josaa' ? `${item.institute}, ${item.program}` : `${item.institute}, ${item.branch}`);

test('a student stars seats in two finders, orders, compares, exports and prints the list, then keeps it in the account', async ({ page, request, browser }) => {
  test.setTimeout(4 * 60_000);
  const email = `decision-${Date.now().toString(36)}@example.com`;
  await createVerifiedAccount(email);

  const jeeNames = await test.step('star three seats in the JEE finder', async () => {
    await page.goto(JEE_SEARCH);
    return starFirstSeats(page.getByRole('region', { name: 'College finder results' }), 3);
  });
  await expect(shortlistLink(page)).toHaveAttribute('aria-label', 'Shortlist, 3 seats');

  const mhtcetNames = await test.step('star two seats in the MHT-CET finder', async () => {
    await page.goto(MHTCET_SEARCH);
    return starFirstSeats(page.getByRole('region', { name: 'MHT-CET results' }), 2);
  });
  await expect(shortlistLink(page)).toHaveAttribute('aria-label', 'Shortlist, 5 seats');

  const guestList = (await storedShortlist(page)) as ShortlistItem[];
  expect(guestList.map(nameOf)).toEqual([...jeeNames, ...mhtcetNames]);
  const josaaItems = guestList.filter((item) => item.exam === 'josaa');

  await test.step('the header link opens the choice list: the JoSAA seats in the order starred', async () => {
    await shortlistLink(page).click();
    await expect(page).toHaveURL(/\/college-finder\/choices/);
    await expect(page.getByRole('radio', { name: 'JoSAA (3)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'MHT-CET (2)' })).toBeVisible();
    await expectLinesInOrder(page, jeeNames);
  });

  await test.step('Compare on three lines: the compare panel shows the three', async () => {
    for (const index of [0, 1, 2]) await choiceLines(page).nth(index).getByRole('checkbox', { name: 'Compare' }).check();
    const compare = page.getByTestId('compare');
    await expect(compare.getByRole('heading', { name: 'Compare 3 seats' })).toBeVisible();
    await expect(compare.getByRole('columnheader')).toHaveCount(1 + 3);
  });

  await test.step('enter the rank: it goes into the URL', async () => {
    await page.getByLabel(/Your JEE rank/).fill(String(RANK));
    await page.getByRole('button', { name: 'Show my chances' }).click();
    await expect(page).toHaveURL(new RegExp(`rank=${RANK}`));
  });

  const order = [jeeNames[1], jeeNames[0], jeeNames[2]];
  await test.step('reorder by keyboard: the second line moves up, and the move is announced', async () => {
    await page.getByRole('button', { name: `Move ${jeeNames[1]} up`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('choice-announcement')).toHaveText(`${jeeNames[1]} moved to choice 1 of 3.`);
    await expectLinesInOrder(page, order);
  });

  const orderedItems = order.map((name) => josaaItems.find((item) => nameOf(item) === name) as ShortlistItem);
  const details = await seatDetails(request, orderedItems, RANK);
  const latestYear = Math.max(...details.items.flatMap((line) => line.history.map((point) => point.year)));
  const rounds = [...new Set(details.items.flatMap((line) => line.history.filter((p) => p.year === latestYear).map((p) => p.round)))].sort((a, b) => a - b);

  await test.step("the what-if lists each round of the latest year, each with a line's own cut-off or none", async () => {
    const whatIf = page.getByTestId('what-if');
    await expect(whatIf).toContainText(`on the ${latestYear} cut-offs`);
    const lines = whatIf.getByTestId('what-if-round');
    await expect(lines).toHaveCount(rounds.length);
    for (const [index, round] of rounds.entries()) {
      const text = (await lines.nth(index).textContent()) ?? '';
      expect(text).toMatch(new RegExp(`^Round ${round}: `));
      const allotted = /choice (\d+), /.exec(text);
      if (!allotted) {
        expect(text).toContain('no seat on your list');
        continue;
      }
      const line = details.items[Number(allotted[1]) - 1];
      const point = line.history.find((p) => p.year === latestYear && p.round === round);
      expect(text).toContain(nameOf(line.item));
      expect(Number(point?.closing_rank)).toBeGreaterThanOrEqual(RANK);
      expect(text).toContain(`closed at ${Number(point?.closing_rank).toLocaleString('en-IN')}`);
    }
  });

  await test.step('Download CSV: the filters and the data year first, then the choices in order with their chance', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('josaa_choice_list.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines.slice(0, 4)).toEqual([
      '# JoSAA choice list',
      `# Rank: ${RANK}`,
      '# Home state: not given',
      `# Chances from JoSAA ${latestYear} final-round closing ranks`,
    ]);
    const rows = parseCsv(lines.slice(4).join('\n'));
    expect(rows.map((row) => [row.Order, `${row.Institute}, ${row.Program}`, row.Chance])).toEqual(
      details.items.map((line, index) => [String(index + 1), nameOf(line.item), line.chance ?? '']),
    );
  });

  await test.step('Print: the browser is asked to print, and on paper only the choice table shows', async () => {
    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('#choices-print');
    await expect(printed).toBeVisible();
    await expect(printed.locator('tbody tr')).toHaveCount(3);
    for (const [index, line] of details.items.entries()) await expect(printed.locator('tbody tr').nth(index)).toContainText(nameOf(line.item).split(', ')[0]);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(choiceLines(page).first()).toBeHidden();
    await expect(page.getByTestId('what-if')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('banner')).toBeVisible();
  });

  const ordered = (await storedShortlist(page)) as ShortlistItem[];
  expect(ordered.map(nameOf)).toEqual([...order, ...mhtcetNames]);

  await test.step('log in: the list moves into the account, in its order', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(E2E_PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/college-finder\/choices/);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expect(shortlistLink(page)).toHaveAttribute('aria-label', 'Shortlist, 5 seats');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    await expect
      .poll(async () => {
        const response = await request.get(`${API_URL}/shortlist/`, { headers: { Authorization: `Bearer ${token}` } });
        return ((await response.json()) as ShortlistResponse).items;
      })
      .toEqual(ordered);
    await expectLinesInOrder(page, order);
  });

  await test.step('a reload keeps the list', async () => {
    await page.reload();
    await expect(shortlistLink(page)).toHaveAttribute('aria-label', 'Shortlist, 5 seats');
    await expectLinesInOrder(page, order);
  });

  await test.step('another browser logged in as the same student sees the same list', async () => {
    const context = await browser.newContext({ baseURL: HOST_URL });
    const other = await context.newPage();
    await logIn(other, email);
    await other.goto('/college-finder/choices');
    await expect(shortlistLink(other)).toHaveAttribute('aria-label', 'Shortlist, 5 seats');
    await expectLinesInOrder(other, order);
    await other.getByRole('radio', { name: 'MHT-CET (2)' }).check();
    await expectLinesInOrder(other, mhtcetNames);
    await context.close();
  });
});
