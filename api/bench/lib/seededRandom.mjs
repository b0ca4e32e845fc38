// The project's one seeded generator (src/analyses/seededRandom.ts), from the API's build (dist/): the
// scripts that use it start or read the built API anyway.
import { createRequire } from 'node:module';

const { Random, hash32 } = createRequire(import.meta.url)('../../dist/analyses/seededRandom.js');
export { hash32, Random };
