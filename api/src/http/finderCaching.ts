// How long a finder's answer may be reused. A guest's answer depends only on the URL and the data, which
// changes only at import, so browsers and shared caches (a CDN in front of the API the week results come
// out) may keep it for FINDER_MAX_AGE_S; Vary: Authorization keeps a signed-in user's request from being
// served a guest's page. A user's answer (more rows, the branch filter) is private. Being publicly
// cacheable, a guest's answer also never carries the csrftoken cookie (accounts/csrf.ts).
import type { FastifyReply } from 'fastify';
import { isUser, type Viewer } from '../auth/viewer';
import { addVary } from './vary';

export const FINDER_MAX_AGE_S = 300;

export function setFinderCaching(reply: FastifyReply, viewer: Viewer): void {
  reply.header('cache-control', isUser(viewer) ? 'private, no-cache' : `public, max-age=${FINDER_MAX_AGE_S}`);
  // Added to what is there (CORS varies on Origin).
  addVary(reply, 'Authorization');
}
