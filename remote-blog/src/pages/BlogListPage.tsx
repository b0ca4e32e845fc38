import styled from 'styled-components';
import { BLOG_MESSAGES, media, type BlogPost, theme } from 'shared-contracts';
import { Breadcrumbs, Pagination } from 'shared-contracts/ui';
import { CardGrid } from '../ui/Card';
import { BLOG_POSTS, PostCard, categoryOf } from '../features/posts';
import { ALL_CATEGORIES, useBlogList, SearchBox, CategoryFilter, EmptyState, ListMetadata } from '../features/list';

/** /blogs: featured articles, then every article with search, category filter and pagination. */
export default function BlogListPage({ posts = BLOG_POSTS }: { posts?: readonly BlogPost[] }) {
  const list = useBlogList(posts);
  const term = list.search.trim();
  const categoryName = list.category === ALL_CATEGORIES ? undefined : categoryOf(list.category).name;

  return (
    <Page>
      <ListMetadata />
      <Breadcrumbs items={[{ label: BLOG_MESSAGES.breadcrumb }]} />
      <Hero>
        <h1>{BLOG_MESSAGES.listHeading}</h1>
        <p>City-by-city college guides built on real cutoff data, plus plain explanations of CAP rounds, seat types and choice filling.</p>
      </Hero>

      {list.featured.length > 0 && (
        <Section aria-labelledby="featured-heading">
          <SectionHeading id="featured-heading">{BLOG_MESSAGES.featuredHeading}</SectionHeading>
          <CardGrid>
            {list.featured.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}

      <Section aria-labelledby="all-heading">
        <SectionHeading id="all-heading">{BLOG_MESSAGES.allCategories}</SectionHeading>
        <Toolbar>
          <SearchBox value={list.search} onChange={list.setSearch} />
          <CategoryFilter value={list.category} onChange={list.setCategory} />
        </Toolbar>
        <Summary aria-live="polite">{BLOG_MESSAGES.showing(list.matching.length, posts.length, term || undefined, categoryName)}</Summary>
        {list.matching.length === 0 ? (
          <EmptyState search={list.search} onClear={list.clearFilters} />
        ) : (
          <CardGrid>
            {list.pagePosts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </CardGrid>
        )}
        <Pager currentPage={list.page} totalPages={list.totalPages} onPageChange={list.setPage} label="Article pages" steps={PAGER_STEPS} />
      </Section>
    </Page>
  );
}

const PAGER_STEPS = { previous: BLOG_MESSAGES.previous, next: BLOG_MESSAGES.next };

// Centred under the cards, with 44 px buttons.
const Pager = styled(Pagination)`
  margin-top: 2rem;
  padding-top: 0;
  justify-content: center;
  ul {
    justify-content: center;
    gap: 0.4rem;
  }
  button {
    min-width: 44px;
    height: 44px;
    padding: 0 0.8rem;
  }
`;

const Page = styled.div`
  padding: 0.5rem 0 2rem;
`;

const Hero = styled.header`
  margin-bottom: 1.75rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.2;
    color: ${theme.colors.primaryDark};
  }
  p {
    max-width: 60ch;
    margin: 0;
    color: ${theme.colors.muted};
    font-size: 1.05rem;
  }
`;

const Section = styled.section`
  margin-bottom: 2.5rem;
`;

const SectionHeading = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.4rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    > * {
      flex: none;
      max-width: none;
    }
  }
`;

const Summary = styled.p`
  margin: 0 0 1rem;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`;
