import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 2.5rem 1rem 3rem;
  ${media.mobile} {
    padding: 1.25rem 0.75rem 2rem;
  }
`;

const Card = styled.section<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '720px' : '480px')};
  padding: 2rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  box-shadow: 0 10px 30px rgba(17, 24, 39, 0.08);
  ${media.mobile} {
    padding: 1.25rem 1rem;
  }
`;

const Heading = styled.h1`
  margin: 0 0 0.35rem;
  font-size: 1.6rem;
  line-height: 1.25;
  color: ${theme.colors.text};
  ${media.mobile} {
    font-size: 1.35rem;
  }
`;

const Lead = styled.p`
  margin: 0 0 1.25rem;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** The account pages' frame: one centred card with a heading. */
export function AuthLayout({
  title,
  lead,
  wide,
  children,
  headingId = 'auth-heading',
}: {
  title: ReactNode;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
  headingId?: string;
}) {
  return (
    <Page>
      <Card $wide={wide} aria-labelledby={headingId}>
        <Heading id={headingId}>{title}</Heading>
        {lead && <Lead>{lead}</Lead>}
        {children}
      </Card>
    </Page>
  );
}

/** A vertical stack of form rows. */
export const Stack = styled.div<{ $gap?: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = '1rem' }) => $gap};
`;

/** Two fields side by side; one column on phones. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.925rem;
`;

/** A line saying something is under way (with a spinner before it). */
export const StatusLine = styled(Muted).attrs({ role: 'status' })`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;
