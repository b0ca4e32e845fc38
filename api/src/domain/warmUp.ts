// Builds the finders' in-memory indexes before the API takes traffic, so the first student of the day
// does not wait seconds for them (a load balancer sees the instance healthy only once it listens).
// The newest JoSAA year is built before listening, the other years right after, one at a time, in the
// background. (The MHT-CET index is built by its routes' onReady hook.)
import type { Db } from '../db/createDb';
import { josaaCatalog } from './josaa/options';
import { josaaYearIndex } from './josaa/seatIndex';

export async function warmUpFinders(db: Db): Promise<{ later: () => Promise<void> }> {
  const years = (await josaaCatalog(db)).years();
  if (years.length > 0) await josaaYearIndex(db, years[0]);
  return {
    later: async () => {
      for (const year of years.slice(1)) await josaaYearIndex(db, year);
    },
  };
}
