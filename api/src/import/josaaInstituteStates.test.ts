import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR } from '../test/app';
import { parseJosaaCsv } from './josaa';
import { parseInstituteStatesCsv } from './josaaInstituteStates';

const HEADER = 'institute,institute_type,state,hs_quota_states,special_quotas,source,note';

describe('institute_states.csv parsing', () => {
  it('keeps official names and reads other spellings as them', () => {
    const { records, errors } = parseInstituteStatesCsv(
      `${HEADER}\nNIT Puducherry,NIT,Pondicherry,Pondicherry; Andaman & Nicobar Islands,,src,note\nNIT Goa,NIT,Goa,Lakshadweep,GO: Goa,src,\n`,
      'f.csv',
    );
    expect(errors).toEqual([]);
    expect(records.map((r) => [r.institute, r.state, r.hs_quota_states, r.special_quotas])).toEqual([
      ['NIT Puducherry', 'Puducherry', 'Puducherry; Andaman and Nicobar Islands', ''],
      ['NIT Goa', 'Goa', 'Lakshadweep', 'GO: Goa'],
    ]);
  });

  it('reports unknown states, unreadable special quotas and repeated institutes with their line', () => {
    const { records, errors } = parseInstituteStatesCsv(
      [
        HEADER,
        'A,NIT,Atlantis,,,s,n',
        'B,NIT,Goa,Goa; Narnia,,s,n',
        'C,NIT,Goa,,ZZ: Goa,s,n',
        'D,NIT,Goa,,GO: Gondor,s,n',
        'E,NIT,Goa,,,s,n',
        'E,NIT,Goa,,,s,n',
      ].join('\n'),
      'f.csv',
    );
    expect(records.map((r) => r.institute)).toEqual(['E']);
    expect(errors).toEqual([
      'f.csv:2: state: "Atlantis" is not a state or union territory',
      'f.csv:3: hs_quota_states: "Narnia" is not a state or union territory',
      'f.csv:4: special_quotas: unknown special quota ZZ (known: GO, JK, LA, AP)',
      'f.csv:5: special_quotas: "Gondor" is not a state or union territory',
      'f.csv:7: the institute already has a row on line 6',
    ]);
  });
});

describe('institute_states fixtures', () => {
  // Every institute of the cut-off fixtures has a row (the import reports any that has none; the real data
  // is checked by `pnpm --filter api run report:josaa-matching`).
  it.each(['josaa', 'josaa-home'])('%s: every institute of the cut-offs has a row', (folder) => {
    const dir = path.join(FIXTURES_DIR, folder);
    const states = parseInstituteStatesCsv(readFileSync(path.join(dir, 'institute_states.csv'), 'utf8'), 'states');
    expect(states.errors).toEqual([]);
    const known = new Set(states.records.map((r) => r.institute));
    const folders = folder === 'josaa' ? [dir, path.join(FIXTURES_DIR, 'josaa-files')] : [dir];
    const institutes = new Set(
      folders.flatMap((d) =>
        readdirSync(d)
          .filter((name) => name.startsWith('josaa_cutoffs'))
          .flatMap((name) => parseJosaaCsv(readFileSync(path.join(d, name), 'utf8'), name).records.map((r) => r.institute)),
      ),
    );
    const missing = [...institutes].filter((name) => !known.has(name));
    // The josaa-home fixture leaves one institute out on purpose (the import's report is tested on it).
    expect(missing).toEqual(folder === 'josaa-home' ? ['Institute of Technology Without a States Row'] : []);
  });
});
