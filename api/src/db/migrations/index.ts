// Every migration, in order. Names sort alphabetically, so keep the 4-digit prefix; a new data set
// adds a file (e.g. 0003_josaa_cutoffs.ts) and one line here.
import type { Migration } from 'kysely';
import type { DialectName } from '../schema';
import * as core from './0001_core';
import * as nirfRankings from './0002_nirf_rankings';
import * as josaaCutoffs from './0003_josaa_cutoffs';
import * as mhtcetCutoffs from './0004_mhtcet_cutoffs';
import * as accounts from './0005_accounts';
import * as josaaSourceFiles from './0006_josaa_source_files';
import * as sharedCounters from './0007_shared_counters';
import * as homeQuotasAndShortlists from './0008_home_quotas_and_shortlists';

export function migrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_core': { up: core.up(dialect), down: core.down },
    '0002_nirf_rankings': { up: nirfRankings.up(dialect), down: nirfRankings.down },
    '0003_josaa_cutoffs': { up: josaaCutoffs.up(dialect), down: josaaCutoffs.down },
    '0004_mhtcet_cutoffs': { up: mhtcetCutoffs.up(dialect), down: mhtcetCutoffs.down },
    '0005_accounts': { up: accounts.up(dialect), down: accounts.down },
    '0006_josaa_source_files': { up: josaaSourceFiles.up, down: josaaSourceFiles.down },
    '0007_shared_counters': { up: sharedCounters.up, down: sharedCounters.down },
    '0008_home_quotas_and_shortlists': { up: homeQuotasAndShortlists.up, down: homeQuotasAndShortlists.down },
  };
}
