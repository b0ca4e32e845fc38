// Fixture data sets are committed as `*.sample.csv`, so no file in the repository carries the name of a
// real data set (those stay in ../shared/data). Tests read them through a temporary DATA_DIR in which they
// have the names the importers expect.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Map<string, string>();

function copyRenamed(from: string, to: string): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      fs.mkdirSync(path.join(to, entry.name));
      copyRenamed(source, path.join(to, entry.name));
    } else {
      fs.copyFileSync(source, path.join(to, entry.name.replace(/\.sample\.csv$/, '.csv')));
    }
  }
}

/** A temporary copy of the fixture folder `source` with `x.sample.csv` named `x.csv`; one per folder and process. */
export function fixtureDataDir(source: string): string {
  const existing = made.get(source);
  if (existing) return existing;
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'api-fixtures-'));
  copyRenamed(source, target);
  made.set(source, target);
  process.once('exit', () => fs.rmSync(target, { recursive: true, force: true }));
  return target;
}

/** The made-up predictor reference tables (DATA_DIR/predictors and DATA_DIR/mhtcet layout), as a DATA_DIR. */
export function predictorTablesDir(): string {
  return fixtureDataDir(path.join(__dirname, 'fixtures', 'predictor-tables'));
}
