import styled from 'styled-components';
import { BLOG_MESSAGES, type BlogPost } from 'shared-contracts';
import { CardGrid } from '../../../ui/Card';
import { PostCard } from '../../posts';

/** Other posts of the same category (computed per slug by the page). */
export function RelatedArticles({ posts }: { posts: readonly BlogPost[] }) {
  if (posts.length === 0) return null;
  return (
    <Section aria-labelledby="related-heading">
      <h2 id="related-heading">{BLOG_MESSAGES.relatedHeading}</h2>
      <CardGrid>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} variant="related" />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 3rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.4rem;
  }
`;
