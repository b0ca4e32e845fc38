import { ARTICLE_MESSAGES } from 'shared-contracts';
import { BLOG_POSTS } from './posts';
import { loadPostBody, PostNotFoundError } from './loadPostBody';

describe('loadPostBody', () => {
  it('loads the markdown of every built-in post', async () => {
    for (const post of BLOG_POSTS) {
      const body = await loadPostBody(post.slug);
      expect(body).toMatch(/^## /m);
    }
  });

  it("rejects any other slug with Blog post '{slug}' not found", async () => {
    await expect(loadPostBody('no-such-post')).rejects.toThrow(new PostNotFoundError('no-such-post'));
    await expect(loadPostBody('no-such-post')).rejects.toThrow(ARTICLE_MESSAGES.slugNotFound('no-such-post'));
    await expect(loadPostBody('__proto__')).rejects.toBeInstanceOf(PostNotFoundError);
  });
});
