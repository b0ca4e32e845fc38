import { type BlogPost } from 'shared-contracts';
import { BLOG_RELATED_COUNT } from '../../../constants';

/** Up to three other posts of the same category, newest first. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count: number = BLOG_RELATED_COUNT): BlogPost[] {
  return posts
    .filter((other) => other.slug !== post.slug && other.category === post.category)
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate))
    .slice(0, count);
}
