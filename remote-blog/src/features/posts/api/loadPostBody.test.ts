import { ARTICLE_MESSAGES } from 'shared-contracts';
import { BLOG_POSTS } from '../model/posts';
import { loadPostBody, PostNotFoundError } from './loadPostBody';

describe('loadPostBody', () => {
  it('loads the article HTML of every built-in post, made from its markdown', async () => {
    for (const post of BLOG_POSTS) {
      const body = await loadPostBody(post.slug);
      expect(body).toMatch(/^<h2 id="[a-z0-9-]+">/m);
      expect(body).toContain('<table class="md-table">');
      expect(body).not.toMatch(/^#{1,4} |^\|/m);
    }
  });

  it("rejects any other slug with Blog post '{slug}' not found", async () => {
    await expect(loadPostBody('no-such-post')).rejects.toThrow(new PostNotFoundError('no-such-post'));
    await expect(loadPostBody('no-such-post')).rejects.toThrow(ARTICLE_MESSAGES.slugNotFound('no-such-post'));
    await expect(loadPostBody('__proto__')).rejects.toBeInstanceOf(PostNotFoundError);
  });
});
