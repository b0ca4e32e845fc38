// Builds the JoSAA finder's in-memory index of every year before the API takes traffic, so no student
// waits for one to be built and no build (hundreds of milliseconds of work on the event loop) runs
// while requests are served; a load balancer sees the instance healthy only once it listens. About
// 1-3 s at start and 115 MB of heap for 2018-2025 (more with each year added). (The MHT-CET index is built by its routes' onReady hook.)
import type { Db } from '../db/createDb';
import { josaaCatalog } from './josaa/options';
import { josaaYearIndex } from './josaa/seatIndex';

export async function warmUpFinders(db: Db): Promise<void> {
  for (const year of (await josaaCatalog(db)).years()) await josaaYearIndex(db, year);
}
