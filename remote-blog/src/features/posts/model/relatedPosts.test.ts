import { makePosts } from '../../../test/blog';
import { BLOG_POSTS } from './posts';
import { relatedPosts } from './relatedPosts';
import { BLOG_RELATED_COUNT } from '../../../constants';

describe('relatedPosts', () => {
  it('gives up to three other posts of the same category, newest first', () => {
    const posts = makePosts(10);
    const related = relatedPosts(posts[0], posts);
    expect(related).toHaveLength(BLOG_RELATED_COUNT);
    expect(related.every((post) => post.category === posts[0].category && post.slug !== posts[0].slug)).toBe(true);
    expect(related.map((post) => post.slug)).toEqual(['post-10', 'post-8', 'post-7']);
  });

  it('is empty when no other post shares the category', () => {
    const posts = makePosts(4);
    expect(relatedPosts({ ...posts[0], category: 'study-tips' }, posts)).toEqual([]);
  });

  it('links each built-in guide to the other two', () => {
    for (const post of BLOG_POSTS) {
      expect(relatedPosts(post, BLOG_POSTS).map((p) => p.slug).sort()).toEqual(BLOG_POSTS.filter((p) => p !== post).map((p) => p.slug).sort());
    }
  });
});
