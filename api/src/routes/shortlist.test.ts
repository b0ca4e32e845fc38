// The shortlist: GET/PUT/merge for signed-in students, details for everyone, on both databases.
import path from 'node:path';
import type { ShortlistDetailsResponse, ShortlistItem, ShortlistResponse } from 'shared-contracts';
import { chanceFor } from '../domain/josaa/chance';
import { SHORTLIST_LIMIT_DETAIL } from '../domain/shortlist';
import { importJosaa } from '../import/josaa';
import { importInstituteStates } from '../import/josaaInstituteStates';
import { FIXTURES_DIR, testApp, userAuth } from '../test/app';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { importMhtcetFixture } from '../test/mhtcet';

const DIR = path.join(FIXTURES_DIR, 'josaa-home');
const CSE = 'Computer Science and Engineering (4 Years, Bachelor of Technology)';
const TRICHY = 'National Institute of Technology, Tiruchirappalli';

const josaa = (institute: string, quota = 'AI', gender = 'Gender-Neutral'): ShortlistItem => ({
  exam: 'josaa', institute, program: CSE, quota, seat_type: 'OPEN', gender,
});
const seats = (n: number) => Array.from({ length: n }, (_, i) => josaa(`Institute ${i}`));

describe.each(testDialects())('shortlist API (%s)', (dialect) => {
  let t: TestDb;
  let app: TestClient;
  let auth: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    await importJosaa(t.db, path.join(DIR, 'josaa_cutoffs.csv'));
    await importInstituteStates(t.db, path.join(DIR, 'institute_states.csv'));
    await importMhtcetFixture(t.db);
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (const name of ['shortlister', 'other']) {
      const row = await t.db
        .insertInto('users')
        .values({
          email: `${name}@example.com`, email_key: `${name}@example.com`, username: name, first_name: 'A', last_name: 'B', city: 'Pune',
          state: 'Maharashtra', phone_number: null, password_hash: null, is_email_verified: 1, auth_provider: 'password', oidc_subject: null,
          created_at: now, updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    auth = userAuth(String(ids[0]));
    other = userAuth(String(ids[1]));
    app = await listen(testApp(t.db));
  });
  afterAll(async () => {
    await app.close();
    await t.destroy();
  });

  const send = (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, headers: Record<string, string> = auth) =>
    app.inject({ method, url: `/api/shortlist/${url}`, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, payload: body === undefined ? undefined : JSON.stringify(body) });
  const ok = async <T>(res: Awaited<ReturnType<typeof send>>): Promise<T> => {
    expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
    return res.json<T>();
  };
  const fails = async (res: Awaited<ReturnType<typeof send>>, status: number, detail: string | RegExp) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toMatch(detail);
  };

  it('is for signed-in students only', async () => {
    for (const [method, url, body] of [['GET', ''], ['PUT', '', { items: [] }], ['POST', 'merge/', { items: [] }]] as const) {
      expect((await send(method, url, body, {})).statusCode).toBe(401);
    }
  });

  it('stores, replaces and returns the list per student', async () => {
    expect(await ok<ShortlistResponse>(await send('GET', ''))).toEqual({ items: [], limit: 100 });
    const items = [josaa(TRICHY, 'HS'), { exam: 'mhtcet', clg_code: '01002', branch_code: '0100219110', seat_type: 'GOPENS', institute: 'GCE Amravati', branch: 'Civil' } as ShortlistItem];
    expect(await ok<ShortlistResponse>(await send('PUT', '', { items }))).toEqual({ items, limit: 100 });
    expect((await ok<ShortlistResponse>(await send('GET', ''))).items).toEqual(items);
    expect((await ok<ShortlistResponse>(await send('GET', '', undefined, other))).items).toEqual([]);
    await ok(await send('PUT', '', { items: [items[1]] }));
    expect((await ok<ShortlistResponse>(await send('GET', ''))).items).toEqual([items[1]]);
  });

  it('checks every item, duplicates and the limit', async () => {
    await fails(await send('PUT', '', {}), 400, 'items is required: a list of seats.');
    await fails(await send('PUT', '', { items: [{ exam: 'cet' }] }), 400, 'items[0].exam must be "josaa" or "mhtcet".');
    await fails(await send('PUT', '', { items: [{ ...josaa(TRICHY), extra: 'x' }] }), 400, /^items\[0\] has unknown field\(s\): extra\./);
    await fails(await send('PUT', '', { items: [{ ...josaa(TRICHY), gender: 7 }] }), 400, 'items[0].gender is required (a non-empty string).');
    await fails(await send('PUT', '', { items: [josaa('x'.repeat(201))] }), 400, 'items[0].institute must be at most 200 characters.');
    await fails(await send('PUT', '', { items: [josaa(TRICHY), josaa(TRICHY)] }), 400, 'items[1] is the same seat as items[0]; a shortlist holds each seat once.');
    await fails(await send('PUT', '', { items: seats(101) }), 400, SHORTLIST_LIMIT_DETAIL);
    expect((await ok<ShortlistResponse>(await send('PUT', '', { items: seats(100) }))).items).toHaveLength(100);
  });

  it('answers 413 to a body over 64 KB', async () => {
    const res = await send('PUT', '', { items: [josaa(TRICHY)], padding: 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('merges a guest list after the stored one, without repeats, up to the limit', async () => {
    await ok(await send('PUT', '', { items: [josaa('A'), josaa('B')] }));
    const merged = await ok<ShortlistResponse>(await send('POST', 'merge/', { items: [josaa('B'), josaa('C')] }));
    expect(merged.items.map((i) => (i.exam === 'josaa' ? i.institute : ''))).toEqual(['A', 'B', 'C']);
    expect((await ok<ShortlistResponse>(await send('GET', ''))).items).toEqual(merged.items);
    await ok(await send('PUT', '', { items: seats(99) }));
    const capped = await ok<ShortlistResponse>(await send('POST', 'merge/', { items: [josaa('X'), josaa('Y')] }));
    expect(capped.items).toHaveLength(100);
    expect(capped.limit).toBe(100);
    expect(capped.items[99]).toEqual(josaa('X'));
  });

  describe('details', () => {
    const details = async (body: Record<string, unknown>) =>
      (await ok<ShortlistDetailsResponse>(await send('POST', 'details/', body, {}))).items;

    it('gives every cut-off, the latest final round, the chance and the eligibility, in the posted order', async () => {
      const [trichyHs, missing] = await details({ items: [josaa(TRICHY, 'HS'), josaa('No Such Institute')], rank: 5000, home_state: 'Kerala' });
      expect(trichyHs).toMatchObject({
        institute_type: 'NIT',
        history: [
          { year: 2019, round: 1, closing_rank: '6000' },
          { year: 2024, round: 1, closing_rank: '6600' },
          { year: 2024, round: 2, closing_rank: '6700' },
        ],
        latest_year: 2024,
        chance: chanceFor(5000, { num: 6700, preparatory: false }),
        eligible: false,
        eligibility_note: `HS seats of ${TRICHY} are for Tamil Nadu candidates.`,
      });
      expect(missing).toMatchObject({ history: [], latest_year: null, chance: null, institute_type: null, eligible: true });
    });

    it('MHT-CET: every round, the chance by rank and the home-university rule', async () => {
      const seat = (seatType: string): ShortlistItem => ({ exam: 'mhtcet', clg_code: '01002', branch_code: '0100224210', seat_type: seatType, institute: 'GCE Amravati', branch: 'CSE' });
      const [state, home] = await details({ items: [seat('GOPENS'), seat('GOPENH')], rank: 4000, home_university: 'Savitribai Phule Pune University' });
      expect(state).toMatchObject({ institute_type: 'Government Autonomous', latest_year: 2025, chance: 'High', eligible: true, eligibility_note: null });
      expect(state.history.map((h) => `${h.year}/${h.round}:${h.closing_rank}`)).toEqual(['2023/1:4500', '2024/1:4800', '2025/1:5000']);
      expect(home).toMatchObject({ eligible: false, eligibility_note: 'Home University seats of this college are for Sant Gadge Baba Amravati University candidates.' });
      const [own] = await details({ items: [seat('GOPENH')], home_university: 'Sant Gadge Baba Amravati University' });
      expect(own.eligible).toBe(true);
    });

    it('MHT-CET: eligibility reads the quota label as the finder does, not the seat type\'s last letter', async () => {
      const seat = (clg: string, branch: string, seatType: string): ShortlistItem => ({ exam: 'mhtcet', clg_code: clg, branch_code: branch, seat_type: seatType, institute: 'X', branch: 'Y' });
      // An H seat type listed as Home University seats allotted to the other universities' candidates.
      await t.db
        .insertInto('mhtcet_cutoffs')
        .values({
          year: 2025, round: 1, college_code: '01002', college_name: 'Alpha Government College of Engineering, Amravati', district: 'Amravati', district_from_table: 0,
          status: 'Government Autonomous', branch_code: '0100219110', branch_name: 'Civil Engineering', stage: 'I', seat_type: 'GOPENH',
          quota: 'Home University Seats Allotted to Other Than Home University Candidates', ai_allotment: null, ai_exam: null, ai_original_seat_type: null,
          jee_main_ai: 0, opening_rank: null, closing_rank: 30000, opening_percentile: null, closing_percentile: 65, source_line: 9999,
        })
        .execute();
      const leftOver = seat('01002', '0100219110', 'GOPENH');
      // TFWS ends in S, but this row's label gives the seats to All India candidature: not by home university.
      const allIndiaTfws = seat('05411', '0541124210', 'TFWS');
      const [pune, puneTfws] = await details({ items: [leftOver, allIndiaTfws], home_university: 'Savitribai Phule Pune University' });
      expect(pune).toMatchObject({ eligible: true, eligibility_note: null });
      expect(puneTfws).toMatchObject({ eligible: false, eligibility_note: 'Not a Maharashtra-candidature seat by home university (All India, minority or other quota).' });
      const [own] = await details({ items: [leftOver], home_university: 'Sant Gadge Baba Amravati University' });
      expect(own).toMatchObject({
        eligible: false,
        eligibility_note: 'Sant Gadge Baba Amravati University candidates take this college\'s Home University seats, not its Other Than Home University seats.',
      });
    });

    it('leaves chance and eligibility null without rank and home state', async () => {
      const [item] = await details({ items: [josaa(TRICHY, 'OS')] });
      expect(item).toMatchObject({ chance: null, eligible: null, eligibility_note: null, latest_year: 2024 });
    });

    it('rejects a bad rank, home state or home university', async () => {
      await fails(await send('POST', 'details/', { items: [], rank: 0 }, {}), 400, 'rank must be a whole number of 1 or more.');
      await fails(await send('POST', 'details/', { items: [], home_state: 'Atlantis' }, {}), 400, /^Unknown home_state\./);
      await fails(await send('POST', 'details/', { items: [], home_university: 'Hogwarts' }, {}), 400, /^Unknown home_university\. Choose one of: .*Savitribai Phule Pune University/);
      await fails(await send('POST', 'details/', { items: seats(101) }, {}), 400, SHORTLIST_LIMIT_DETAIL);
    });
  });
});
