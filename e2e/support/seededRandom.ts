// The project's one seeded generator (api/src/analyses/seededRandom.ts), from the API's build as the suite
// runs it, so a sample drawn here is the one the API's scripts would draw from the same seed.
import type { Random as SeededRandom } from '../../api/src/analyses/seededRandom';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { Random } = require('../../api/dist/analyses/seededRandom.js') as { Random: typeof SeededRandom };
