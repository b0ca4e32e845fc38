// A post's body, loaded on demand: each markdown file is its own chunk holding the sanitized HTML the build
// made of it (scripts/markdown-loader.cjs), so neither the list page nor the other articles pay for it.
import { ARTICLE_MESSAGES } from 'shared-contracts';

type BodyModule = { default: string };

const BODIES: Record<string, () => Promise<BodyModule>> = {
  'mumbai-engineering-colleges': () => import(/* webpackChunkName: "post-mumbai" */ '../../../posts/mumbai-engineering-colleges.md'),
  'pune-engineering-colleges': () => import(/* webpackChunkName: "post-pune" */ '../../../posts/pune-engineering-colleges.md'),
  'nashik-engineering-colleges': () => import(/* webpackChunkName: "post-nashik" */ '../../../posts/nashik-engineering-colleges.md'),
};

/** The slug has no post (the article page shows its 404 state and redirects). */
export class PostNotFoundError extends Error {
  constructor(slug: string) {
    super(ARTICLE_MESSAGES.slugNotFound(slug));
    this.name = 'PostNotFoundError';
  }
}

export const hasPostBody = (slug: string) => Object.prototype.hasOwnProperty.call(BODIES, slug);

export type LoadPostBody = (slug: string) => Promise<string>;

/** The article HTML of a built-in post; rejects with PostNotFoundError for any other slug. */
export const loadPostBody: LoadPostBody = async (slug) => {
  if (!hasPostBody(slug)) throw new PostNotFoundError(slug);
  const module = await BODIES[slug]();
  return module.default;
};
