// The data folder the analyses read: DATA_DIR, relative to the repository root, as the API resolves it
// (default ../shared/data). Found from the repository root rather than this file's folder, because the
// analyses run from their compiled copy (dist-analyses/), one level deeper than their source.
import path from 'node:path';
import { findRepoRoot } from '../../src/config';

export const analysisDataDir = (): string => path.resolve(findRepoRoot(), process.env.DATA_DIR ?? path.join('..', 'shared', 'data'));
