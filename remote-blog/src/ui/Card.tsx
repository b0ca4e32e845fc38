import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'shared-contracts';

export interface CardProps {
  /** Where the card leads; the whole card is clickable through its title link. */
  to: string;
  title: string;
  /** Image URL (the caller passes its fallback). Decorative: the title says what the card is. */
  image: string;
  badge?: ReactNode;
  excerpt?: string;
  /** Small print under the excerpt (author, date, read time). */
  meta?: ReactNode;
  tags?: readonly string[];
  headingLevel?: 'h2' | 'h3';
}

/** A linked article card: image, badge, title, excerpt, meta line and tag chips. */
export function Card({ to, title, image, badge, excerpt, meta, tags, headingLevel = 'h3' }: CardProps) {
  return (
    <Article>
      <Image src={image} alt="" loading="lazy" width={1200} height={630} />
      <Body>
        {badge}
        <Title as={headingLevel}>
          <Link to={to}>{title}</Link>
        </Title>
        {excerpt && <Excerpt>{excerpt}</Excerpt>}
        {meta && <Meta>{meta}</Meta>}
        {tags && tags.length > 0 && (
          <Tags aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        )}
      </Body>
    </Article>
  );
}

/** Cards in a responsive grid: three columns on wide screens, one on phones. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
  }
`;

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: 0 6px 18px rgba(15, 23, 42, 0.14);
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  background: ${theme.colors.primaryLight};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  padding: 1rem 1.1rem 1.2rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.35;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  /* The title link covers the whole card, so a click anywhere opens the article. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:hover {
    color: ${theme.colors.primary};
  }
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: auto 0 0;
  padding-top: 0.35rem;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.1rem 0.55rem;
    border-radius: 999px;
    background: ${theme.colors.background};
    color: ${theme.colors.muted};
    font-size: 0.78rem;
  }
`;
