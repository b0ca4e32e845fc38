// The MHT-CET test fixture (at the data set's own path under FIXTURES_DIR, so importAll and importIfEmpty
// find it there too; 35 good rows, 8 bad ones; written for the tests, not real data): 2023 rows
// with 4/9-digit codes, 2024-2025 with 5/10 digits, blank districts of colleges in the district table,
// All India rows incl. MHT-CET, NEET and PCB-course (JEE(Main)-2025) rows, MH to AI and MI to AI rows.
import path from 'node:path';
import type { Db } from '../db/createDb';
import { importMhtcet } from '../import/mhtcet';
import { FIXTURES_DIR } from './app';

export const MHTCET_FIXTURE = path.join(FIXTURES_DIR, 'mhtcet', 'mhtcet_cutoffs.csv');

export const importMhtcetFixture = (db: Db) => importMhtcet(db, MHTCET_FIXTURE, { force: true });
