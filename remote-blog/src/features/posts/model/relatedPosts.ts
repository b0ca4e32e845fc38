import { type BlogPost } from 'shared-contracts';
import { BLOG_RELATED_COUNT } from '../../../constants';

/** Up to three other posts of the same category, newest first. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count: number = BLOG_RELATED_COUNT): BlogPost[] {
  return posts
    .filter((other) => other.slug !== post.slug && other.category === post.category)
    // ISO dates order as plain strings; localeCompare would load the browser's collation data as the page starts.
    .sort((a, b) => (a.publishedDate < b.publishedDate ? 1 : a.publishedDate > b.publishedDate ? -1 : 0))
    .slice(0, count);
}
