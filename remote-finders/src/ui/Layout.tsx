import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_READY_ATTRIBUTE, media, theme } from 'shared-contracts';
import { ArrowRightIcon } from 'shared-contracts/ui';

/**
 * The page frame every finder page uses: centred, padded, narrower gutters on phones. A finder page's first
 * render is the one prerendered for it (src/prerender.tsx), so the page counts as ready once mounted: the
 * host then swaps the prerendered copy for it.
 */
export function PageContainer({ children }: { children: ReactNode }) {
  return <PageFrame {...{ [PAGE_READY_ATTRIBUTE]: 'true' }}>{children}</PageFrame>;
}

const PageFrame = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1.25rem 3rem;
  ${media.mobile} {
    padding: 1rem 0.75rem 2.5rem;
  }
`;

/** h1 and a lead paragraph. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <HeaderBox>
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
      {children}
    </HeaderBox>
  );
}

const HeaderBox = styled.header`
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  > p {
    margin: 0.5rem 0 0;
    max-width: 48rem;
    color: ${theme.colors.muted};
  }
`;

/** A white panel (forms, results, explanations). */
export const Card = styled.section`
  padding: 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  ${media.mobile} {
    padding: 1rem;
  }
`;

export interface ChoiceCardProps {
  to: string;
  title: string;
  description: ReactNode;
  /** Small label above the title, e.g. "JoSAA". */
  eyebrow?: string;
  cta: string;
  icon?: ReactNode;
}

/** A big clickable card on the selector pages: the whole card is one link. */
export function ChoiceCard({ to, title, description, eyebrow, cta, icon }: ChoiceCardProps) {
  return (
    <ChoiceLink to={to}>
      {icon && <IconBox aria-hidden="true">{icon}</IconBox>}
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h2>{title}</h2>
      <p>{description}</p>
      <Cta>
        {cta} <ArrowRightIcon />
      </Cta>
    </ChoiceLink>
  );
}

/** Two (or more) choice cards side by side; stacked at 768 px and below. */
export const ChoiceGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1.25rem;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
  }
`;

const ChoiceLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-height: 100%;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 14px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  color: ${theme.colors.text};
  text-decoration: none;
  transition: border-color 0.15s, box-shadow 0.15s, transform 0.15s;
  &:hover {
    border-color: ${theme.colors.primary};
    box-shadow: 0 8px 24px rgba(29, 78, 216, 0.12);
    transform: translateY(-2px);
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${theme.colors.muted};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primary};
  font-size: 1.4rem;
  font-weight: 800;
`;

const Eyebrow = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.primary};
`;

const Cta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 40px;
  font-weight: 700;
  color: ${theme.colors.primary};
`;
