// The city guides quote MHT-CET closing percentiles; every quoted figure must be what our own finder
// serves from the database (the same import the finder pages read).
import { expect, test } from '@playwright/test';
import { QUOTED_CUTOFFS } from '../../remote-blog/src/test/quotedFigures';
import { API_URL } from '../support/ports';
import { accessToken } from '../support/session';

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

interface FinderRow {
  branch_code: string;
  clg_code: string;
  closing_percentile: number;
  seat_type: string;
  quota: string;
  round: number;
  year: number;
}

test('every MHT-CET figure quoted in the three guides matches the database', async ({ request }) => {
  test.setTimeout(180_000);
  const headers = { Authorization: `Bearer ${accessToken()}` };
  const districts = ((await (await request.get(`${API_URL}/cutoffs/options/mhtcet/districts/`)).json()) as { options: { value: string }[] }).options.map((o) => o.value);
  // One search per (percentile, seat type, quota, round) answers every figure quoted at that percentile.
  const mismatches: string[] = [];
  for (const figure of QUOTED_CUTOFFS) {
    const params = new URLSearchParams({
      year: String(figure.year),
      round: String(ROMAN[figure.round]),
      percentile: figure.closingPercentile,
      seat_type: figure.seatType,
      quota: figure.quota,
      district: districts.join(','),
      all: 'true',
    });
    const response = await request.get(`${API_URL}/cutoffs/mhtcet/college-finder/?${params}`, { headers });
    expect(response.status(), `${figure.guide} ${figure.branchCode}`).toBe(200);
    const rows = ((await response.json()) as { results: FinderRow[] }).results;
    const row = rows.find((r) => r.branch_code === figure.branchCode);
    if (!row) mismatches.push(`${figure.guide}: ${figure.branchCode} ${figure.seatType} not returned`);
    else if (Math.abs(row.closing_percentile - Number(figure.closingPercentile)) > 1e-7) {
      mismatches.push(`${figure.guide}: ${figure.branchCode} quotes ${figure.closingPercentile}, the database has ${row.closing_percentile}`);
    }
  }
  expect(QUOTED_CUTOFFS.length).toBeGreaterThan(100);
  expect(mismatches).toEqual([]);
});
