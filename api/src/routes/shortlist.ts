// GET/PUT /api/shortlist/ and POST /api/shortlist/merge/ (signed-in students: 401 for guests), and POST
// /api/shortlist/details/ (guests too). Bodies are at most 64 KB (the app's body limit: 413 beyond).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MESSAGES, type ShortlistDetailsResponse, type ShortlistResponse } from 'shared-contracts';
import { INVALID_TOKEN_DETAIL } from '../auth/viewer';
import { findUserById, userIdFromSubject } from '../accounts/users';
import { mhtcetSeatEligibility } from '../domain/mhtcet/homeUniversityOfSeat';
import { mergeShortlists, SHORTLIST_LIMIT } from '../domain/shortlist';
import { shortlistDetails, type MhtcetEligibilityRule } from '../domain/shortlistDetails';
import { saveShortlist, storedShortlist } from '../domain/shortlistStore';
import { ApiError } from '../http/errors';
import { field, parseDetailsHomeState, parseDetailsRank, parseHomeUniversityValue, parseShortlistItems } from '../http/params/shortlist';
import { viewerOf, type RouteDeps } from './deps';

/** The signed-in student's id, or 401. */
async function requireUserId(request: FastifyRequest, deps: RouteDeps): Promise<number> {
  const viewer = viewerOf(request, deps);
  if (viewer.kind === 'guest') throw new ApiError(401, SESSION_MESSAGES.missingToken);
  const id = userIdFromSubject(viewer.userId);
  if (id === null || !(await findUserById(deps.db, id))) throw new ApiError(401, INVALID_TOKEN_DETAIL);
  return id;
}

const answer = (reply: FastifyReply, items: ShortlistResponse['items']): ShortlistResponse => {
  reply.header('Cache-Control', 'no-store');
  return { items, limit: SHORTLIST_LIMIT };
};

export function shortlistRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const mhtcetEligibility: MhtcetEligibilityRule = (homeUniversity, item) => mhtcetSeatEligibility(deps.db, homeUniversity, item);

  app.get('/shortlist/', async (request, reply): Promise<ShortlistResponse> => {
    const userId = await requireUserId(request, deps);
    return answer(reply, await storedShortlist(deps.db, userId));
  });

  app.put('/shortlist/', async (request, reply): Promise<ShortlistResponse> => {
    const userId = await requireUserId(request, deps);
    const items = parseShortlistItems(request.body);
    await saveShortlist(deps.db, userId, items);
    return answer(reply, items);
  });

  app.post('/shortlist/merge/', async (request, reply): Promise<ShortlistResponse> => {
    const userId = await requireUserId(request, deps);
    const posted = parseShortlistItems(request.body);
    const merged = await deps.db.transaction().execute(async (trx) => {
      const list = mergeShortlists(await storedShortlist(trx, userId), posted);
      await saveShortlist(trx, userId, list);
      return list;
    });
    return answer(reply, merged);
  });

  app.post('/shortlist/details/', async (request, reply): Promise<ShortlistDetailsResponse> => {
    const items = parseShortlistItems(request.body);
    const details = await shortlistDetails(
      deps.db,
      {
        items,
        rank: parseDetailsRank(request.body),
        homeState: parseDetailsHomeState(request.body),
        homeUniversity: parseHomeUniversityValue(field(request.body, 'home_university')),
      },
      mhtcetEligibility,
    );
    reply.header('Cache-Control', 'no-store');
    return { items: details };
  });
}
