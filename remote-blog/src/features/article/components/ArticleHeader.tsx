import styled from 'styled-components';
import { BLOG_MESSAGES, formatLongDate, media, type BlogPost, theme } from 'shared-contracts';
import { CategoryBadge, postImageSrc } from '../../posts';

/** Category badge, title, excerpt, author, dates, read time, featured image and tags. */
export function ArticleHeader({ post }: { post: BlogPost }) {
  const updated = post.updatedDate && post.updatedDate !== post.publishedDate ? post.updatedDate : null;
  return (
    <Header>
      <CategoryBadge categoryId={post.category} />
      <h1>{post.title}</h1>
      <Excerpt>{post.excerpt}</Excerpt>
      <Meta>
        <span>{BLOG_MESSAGES.byAuthor(post.author)}</span>
        <span>
          <time dateTime={post.publishedDate}>{BLOG_MESSAGES.publishedOn(formatLongDate(post.publishedDate))}</time>
        </span>
        {updated && (
          <span>
            <time dateTime={updated}>{BLOG_MESSAGES.updated(formatLongDate(updated))}</time>
          </span>
        )}
        <span>{BLOG_MESSAGES.readTime(post.readTime)}</span>
      </Meta>
      {post.featuredImage && <Figure src={postImageSrc(post.featuredImage)} alt="" width={1200} height={630} />}
      {post.tags.length > 0 && (
        <Tags aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
    </Header>
  );
}

const Header = styled.header`
  margin-bottom: 1.75rem;
  h1 {
    margin: 0.75rem 0 0.6rem;
    font-size: clamp(1.6rem, 4vw, 2.4rem);
    line-height: 1.2;
    color: ${theme.colors.primaryDark};
  }
`;

const Excerpt = styled.p`
  max-width: 70ch;
  margin: 0 0 1rem;
  font-size: 1.1rem;
  color: ${theme.colors.muted};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 0;
  margin: 0 0 1rem;
  font-size: 0.92rem;
  color: ${theme.colors.muted};
  span + span::before {
    content: '·';
    margin: 0 0.6rem;
  }
  ${media.mobile} {
    flex-direction: column;
    span + span::before {
      content: none;
    }
  }
`;

const Figure = styled.img`
  display: block;
  width: 100%;
  max-width: 820px;
  height: auto;
  margin: 0 0 1rem;
  border-radius: ${theme.radius};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.2rem 0.7rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 999px;
    background: ${theme.colors.surface};
    font-size: 0.82rem;
    color: ${theme.colors.muted};
  }
`;
