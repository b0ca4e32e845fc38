import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VALIDATION_MESSAGES as M } from 'shared-contracts';
import { testApp } from '../test/app';
import { createTestDb, type TestDb } from '../test/db';
import { listen, type TestClient } from '../test/http';
import { predictorTablesDir } from '../test/fixtureData';

// The predictors need no database; one SQLite test database is enough for the app.
const FIXTURES = predictorTablesDir();

let t: TestDb;
let app: TestClient;
beforeAll(async () => {
  t = await createTestDb('sqlite');
  app = await listen(testApp(t.db, { DATA_DIR: FIXTURES }));
});
afterAll(async () => {
  await app.close();
  await t.destroy();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const jee = (query: string) => get(`/api/jee-predictor/?${query}`);
const mhtcet = (query: string) => get(`/api/mhtcet-predictor/?${query}`);

async function expect400(res: Promise<Awaited<ReturnType<typeof get>>>, detail: string) {
  const r = await res;
  expect(r.statusCode).toBe(400);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  expect(r.json()).toEqual({ detail });
}

async function ok(res: Promise<Awaited<ReturnType<typeof get>>>) {
  const r = await res;
  expect(r.statusCode).toBe(200);
  const body = r.json();
  const { predicted_rank, rank_min, rank_max } = body.rank_prediction;
  for (const value of [predicted_rank, rank_min, rank_max]) expect(Number.isInteger(value)).toBe(true);
  expect(1).toBeLessThanOrEqual(rank_min);
  expect(rank_min).toBeLessThanOrEqual(predicted_rank);
  expect(predicted_rank).toBeLessThanOrEqual(rank_max);
  expect(Object.keys(body.rank_prediction).sort()).toEqual(['predicted_rank', 'rank_max', 'rank_min']);
  expect(typeof body.basis).toBe('string');
  expect(typeof body.is_estimate).toBe('boolean');
  return body;
}

describe('GET /api/jee-predictor/', () => {
  it('JEE Main score: percentile, its band, ranks, basis and the estimate flag', async () => {
    const body = await ok(jee('exam_type=jee_mains&score=0'));
    expect(body).toEqual({
      percentile: 40,
      percentile_range: { min: 0, max: 80 },
      rank_prediction: { predicted_rank: 600_000, rank_min: 160_000, rank_max: 1_000_000 },
      basis: expect.stringMatching(/^JEE Main score to percentile: NTA publishes no marks-percentile table/),
      is_estimate: true,
    });
  });

  it('JEE Main percentile: ranks without a percentile field', async () => {
    const body = await ok(jee('exam_type=jee_mains&percentile=99'));
    expect(Object.keys(body).sort()).toEqual(['basis', 'is_estimate', 'rank_prediction']);
    expect(body.rank_prediction).toEqual({ predicted_rank: 10_000, rank_min: 8_000, rank_max: 10_000 });
  });

  it('JEE Main 100 percentile: the tie, with a note', async () => {
    const body = await ok(jee('exam_type=jee_mains&percentile=100'));
    expect(body.rank_prediction).toEqual({ predicted_rank: 1, rank_min: 1, rank_max: 20 });
    expect(body.note).toMatch(/shared/);
  });

  it('JEE Advanced score: qualified, and below the qualifying mark still 200 with qualified false', async () => {
    expect(await ok(jee('exam_type=jee_advanced&score=250'))).toEqual({
      qualified: true,
      rank_prediction: { predicted_rank: 101, rank_min: 2, rank_max: 200 },
      basis: expect.stringMatching(/official JEE \(Advanced\) 2024/),
      is_estimate: false,
    });
    const below = await ok(jee('exam_type=jee_advanced&score=-50'));
    expect(below).toMatchObject({ qualified: false, rank_prediction: { predicted_rank: 602, rank_min: 602, rank_max: 5000 } });
    expect(below.note).toMatch(/would not be on the Common Rank List/);
  });

  it('strips leading zeros and spaces, takes exam_type in any case, and answers without the trailing slash', async () => {
    const plain = await ok(jee('exam_type=jee_mains&score=250'));
    expect(await ok(jee('exam_type=JEE_Mains&score=%200000250%20'))).toEqual(plain);
    expect(await ok(get('/api/jee-predictor?exam_type=jee_mains&score=250'))).toEqual(plain);
    // "0000099.5" has 7 digits typed but 3 once the zeros are stripped.
    expect(await ok(jee('exam_type=jee_mains&percentile=0000099.5'))).toEqual(await ok(jee('exam_type=jee_mains&percentile=99.5')));
    expect((await ok(jee('exam_type=jee_mains&score=-007'))).percentile).toBe((await ok(jee('exam_type=jee_mains&score=-7'))).percentile);
  });

  it('treats an empty parameter as absent', async () => {
    await ok(jee('exam_type=jee_mains&score=&percentile=99'));
    await expect400(jee('exam_type=jee_mains&score=&percentile='), 'Give a score or a percentile.');
  });

  describe('validation (400 with the widgets\' messages)', () => {
    it.each([
      ['exam_type=jee_mains&score=-50.5', M.jeeMainScoreLow],
      ['exam_type=jee_mains&score=-51', M.jeeMainScoreLow],
      ['exam_type=jee_mains&score=301', M.jeeMainScoreHigh],
      ['exam_type=jee_mains&score=1234567', M.tooManyDigits],
      ['exam_type=jee_mains&score=250.12345', M.tooManyDigits],
      ['exam_type=jee_mains&percentile=-0.01', M.percentileNegative],
      ['exam_type=jee_mains&percentile=100.01', M.percentileHigh],
      ['exam_type=jee_mains&percentile=99.12345', M.tooManyDigits],
      ['exam_type=jee_advanced&score=-51', M.jeeAdvancedScoreLow],
      ['exam_type=jee_advanced&score=361', M.jeeAdvancedScoreHigh],
      ['exam_type=jee_advanced&score=3600000', M.jeeAdvancedTooManyDigits],
    ])('%s -> %s', async (query, detail) => {
      await expect400(jee(query), detail);
    });

    it('the spec\'s exact texts', async () => {
      await expect400(jee('exam_type=jee_mains&score=-60'), 'Score seems too low. Valid range is -50 to 300.');
      await expect400(jee('exam_type=jee_mains&score=400'), 'Score exceeds maximum (300). Please enter a realistic value.');
      await expect400(jee('exam_type=jee_advanced&score=-60'), 'Score seems too low. Valid range is -50 to 360.');
      await expect400(jee('exam_type=jee_advanced&score=400'), 'Score exceeds maximum (360). Please enter a realistic value.');
      await expect400(jee('exam_type=jee_mains&percentile=-1'), 'Percentile cannot be negative. Valid range is 0 to 100.');
      await expect400(jee('exam_type=jee_mains&percentile=101'), 'Percentile cannot exceed 100. Please enter a valid value.');
      await expect400(jee('exam_type=jee_mains&score=9999999'), 'Please enter a valid value (no more than 6 digits).');
    });

    it('the range ends themselves are valid', async () => {
      for (const query of ['exam_type=jee_mains&score=-50', 'exam_type=jee_mains&score=300', 'exam_type=jee_advanced&score=360', 'exam_type=jee_advanced&score=-50', 'exam_type=jee_mains&percentile=0', 'exam_type=jee_mains&percentile=100']) {
        await ok(jee(query));
      }
    });

    it('exam_type missing or unknown', async () => {
      await expect400(jee('score=250'), 'exam_type is required: jee_mains or jee_advanced.');
      await expect400(jee('exam_type=&score=250'), 'exam_type is required: jee_mains or jee_advanced.');
      await expect400(jee('exam_type=neet&score=250'), 'Unknown exam_type: neet. Choose jee_mains or jee_advanced.');
    });

    it('no input, both inputs, a percentile for JEE Advanced, a repeated parameter', async () => {
      await expect400(jee('exam_type=jee_mains'), 'Give a score or a percentile.');
      await expect400(jee('exam_type=jee_mains&score=250&percentile=99'), 'Give either a score or a percentile, not both.');
      await expect400(jee('exam_type=jee_advanced&percentile=99'), 'JEE Advanced takes a score, not a percentile.');
      await expect400(jee('exam_type=jee_mains&score=1&score=2'), 'Give score only once.');
      await expect400(jee('exam_type=jee_mains&exam_type=jee_advanced&score=2'), 'Give exam_type only once.');
    });

    it('text that is not a plain number', async () => {
      await expect400(jee('exam_type=jee_mains&score=abc'), 'score must be a number, e.g. 250 (got "abc").');
      await expect400(jee('exam_type=jee_mains&score=1e2'), 'score must be a number, e.g. 250 (got "1e2").');
      await expect400(jee('exam_type=jee_mains&score=0x10'), 'score must be a number, e.g. 250 (got "0x10").');
      await expect400(jee('exam_type=jee_mains&percentile=99%25'), 'percentile must be a number from 0 to 100, e.g. 99.5 (got "99%").');
      await expect400(jee('exam_type=jee_advanced&score=Infinity'), 'score must be a number, e.g. 250 (got "Infinity").');
    });
  });
});

describe('GET /api/mhtcet-predictor/', () => {
  it('percentile: ranks from the cut-off pairs, not an estimate', async () => {
    expect(await ok(mhtcet('percentile=99.5'))).toEqual({
      rank_prediction: { predicted_rank: 510, rank_min: 151, rank_max: 999 },
      basis: expect.stringMatching(/MHT-CET 2025 CAP cut-off lists/),
      is_estimate: false,
    });
  });

  it('score: an estimate with a percentile range', async () => {
    expect(await ok(mhtcet('score=100'))).toEqual({
      percentile: 92,
      percentile_range: { min: 40, max: 99 },
      rank_prediction: { predicted_rank: 8040, rank_min: 521, rank_max: 89999 },
      basis: expect.stringMatching(/^Estimate only/),
      is_estimate: true,
    });
    expect(await ok(mhtcet('score=0100'))).toEqual(await ok(mhtcet('score=100')));
  });

  it.each([
    ['score=-1', M.mhtcetScoreNegative],
    ['score=-0.5', M.mhtcetScoreNegative],
    ['score=201', M.mhtcetScoreHigh],
    ['score=1234567', M.tooManyDigits],
    ['percentile=-1', M.percentileNegative],
    ['percentile=101', M.percentileHigh],
    ['percentile=99.99999', M.tooManyDigits],
  ])('%s -> %s', async (query, detail) => {
    await expect400(mhtcet(query), detail);
  });

  it('the spec\'s exact texts, and the inputs', async () => {
    await expect400(mhtcet('score=-5'), 'Score cannot be negative. Valid range is 0 to 200.');
    await expect400(mhtcet('score=250'), 'Score exceeds maximum (200). Please enter a realistic value.');
    await expect400(mhtcet(''), 'Give a score or a percentile.');
    await expect400(mhtcet('score=100&percentile=90'), 'Give either a score or a percentile, not both.');
    await expect400(mhtcet('score=ten'), 'score must be a number, e.g. 250 (got "ten").');
    await ok(mhtcet('score=0'));
    await ok(mhtcet('score=200'));
    await ok(mhtcet('percentile=0'));
    await ok(mhtcet('percentile=100'));
  });

  it('ignores exam_type and other parameters', async () => {
    expect(await ok(mhtcet('percentile=99.5&exam_type=whatever&x=1'))).toEqual(await ok(mhtcet('percentile=99.5')));
  });
});

describe('when the reference data cannot be loaded', () => {
  let tmp: string;
  let broken: TestClient;
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'predictors-api-'));
    // JEE Main marks table malformed, JEE Advanced missing, MHT-CET cut-offs fine.
    cpSync(FIXTURES, tmp, { recursive: true });
    rmSync(path.join(tmp, 'predictors', 'jee_advanced_marks_rank.csv'));
    writeFileSync(path.join(tmp, 'predictors', 'jee_main_marks_percentile.csv'), 'year,session\n2025,x\n');
    rmSync(path.join(tmp, 'predictors', 'mhtcet_marks_percentile.csv'));
    broken = await listen(testApp(t.db, { DATA_DIR: tmp }));
  });
  afterAll(async () => {
    await broken.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('the app still starts; each affected predictor answers 503 with the reason; the rest keep working', async () => {
    expect((await broken.inject({ url: '/api/health/' })).statusCode).toBe(200);
    let r = await broken.inject({ url: '/api/jee-predictor/?exam_type=jee_advanced&score=200' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ detail: 'The JEE Advanced predictor is unavailable: jee_advanced_marks_rank.csv is missing.' });
    r = await broken.inject({ url: '/api/jee-predictor/?exam_type=jee_mains&score=200' });
    expect(r.statusCode).toBe(503);
    expect(r.json().detail).toBe(
      'The JEE Main score predictor is unavailable: jee_main_marks_percentile.csv: header lacks marks_low, marks_high, percentile_low, percentile_high, source.',
    );
    r = await broken.inject({ url: '/api/mhtcet-predictor/?score=100' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ detail: 'The MHT-CET score predictor is unavailable: mhtcet_marks_percentile.csv is missing.' });
    expect((await broken.inject({ url: '/api/jee-predictor/?exam_type=jee_mains&percentile=99' })).statusCode).toBe(200);
    expect((await broken.inject({ url: '/api/mhtcet-predictor/?percentile=99.5' })).statusCode).toBe(200);
  });

  it('validation still comes first', async () => {
    const r = await broken.inject({ url: '/api/jee-predictor/?exam_type=jee_advanced&score=999' });
    expect(r.statusCode).toBe(400);
  });
});
