import { BLOG_MESSAGES, formatLongDate, type BlogPost } from 'shared-contracts';
import { Card } from '../../../ui/Card';
import { CategoryBadge } from './CategoryBadge';
import { postImageSrc } from '../model/images';
import { postPath } from '../model/paths';
import { BLOG_TAGS_PER_CARD } from '../../../constants';

/** A post as a card: list and featured cards show author and tags, related cards only date and read time. */
export function PostCard({ post, variant = 'full', headingLevel }: { post: BlogPost; variant?: 'full' | 'related'; headingLevel?: 'h2' | 'h3' }) {
  const full = variant === 'full';
  return (
    <Card
      to={postPath(post.slug)}
      title={post.title}
      image={postImageSrc(post.featuredImage)}
      badge={<CategoryBadge categoryId={post.category} />}
      excerpt={post.excerpt}
      headingLevel={headingLevel}
      meta={
        <>
          {full && <span>{post.author}</span>}
          <time dateTime={post.publishedDate}>{formatLongDate(post.publishedDate)}</time>
          <span>{BLOG_MESSAGES.readTime(post.readTime)}</span>
        </>
      }
      tags={full ? post.tags.slice(0, BLOG_TAGS_PER_CARD) : undefined}
    />
  );
}
