import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { Container } from '../../../ui/Container';
import { ArrowRightIcon } from 'shared-contracts/ui';

/** Home hero: what the site does, the two main ways in, and a glimpse of what a finder result tells you. */
export function HomeHero() {
  return (
    <Hero aria-labelledby="home-title">
      <Inner>
        <Copy>
          <Eyebrow>JEE Main · JEE Advanced · MHT-CET</Eyebrow>
          <h1 id="home-title">Find the engineering colleges your rank can reach</h1>
          <Lead>
            Past JoSAA and MHT-CET opening and closing ranks, NIRF rankings and rank predictors in one place. Free, no
            sign-up needed to start.
          </Lead>
          <Actions>
            <PrimaryAction to="/college-finder">
              Open the college finder <ArrowRightIcon />
            </PrimaryAction>
            <SecondaryAction to="/rankings">Browse NIRF rankings</SecondaryAction>
          </Actions>
        </Copy>
        <Glimpse aria-hidden="true">
          <GlimpseTitle>For every college you see</GlimpseTitle>
          <GlimpseRow>
            <span>Opening and closing rank</span>
            <Pill $tone="neutral">Past rounds</Pill>
          </GlimpseRow>
          <GlimpseRow>
            <span>Your chance</span>
            <Chances>
              <Pill $tone="high">High</Pill>
              <Pill $tone="medium">Medium</Pill>
              <Pill $tone="low">Low</Pill>
            </Chances>
          </GlimpseRow>
          <GlimpseRow>
            <span>National ranking</span>
            <Pill $tone="neutral">NIRF</Pill>
          </GlimpseRow>
        </Glimpse>
      </Inner>
    </Hero>
  );
}

const Hero = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(245, 158, 11, 0.18), transparent 40%),
    linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 100%);
  color: ${theme.colors.onPrimary};
`;

const Inner = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  align-items: center;
  gap: 3rem;
  padding-top: 4.5rem;
  padding-bottom: 4.5rem;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 2rem;
    padding-top: 2.5rem;
    padding-bottom: 2.5rem;
  }
`;

const Copy = styled.div`
  h1 {
    margin: 0.5rem 0 1rem;
    font-size: clamp(1.9rem, 4vw, 3rem);
    line-height: 1.15;
    letter-spacing: -0.01em;
  }
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.accentLight};
`;

const Lead = styled.p`
  margin: 0 0 2rem;
  max-width: 36rem;
  font-size: 1.125rem;
  color: rgba(255, 255, 255, 0.88);
  ${media.mobile} {
    font-size: 1rem;
    margin-bottom: 1.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  /* Phones: full-width buttons, easy to hit with a thumb. */
  @media (max-width: 480px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const actionBase = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.8rem 1.4rem;
  /* Same box as the outlined twin beside it. */
  border: 1px solid transparent;
  border-radius: 8px;
  font-weight: 700;
  text-decoration: none;
`;

const PrimaryAction = styled(Link)`
  ${actionBase}
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  &:hover {
    background: ${theme.colors.accentHover};
  }
`;

const SecondaryAction = styled(Link)`
  ${actionBase}
  border: 1px solid rgba(255, 255, 255, 0.6);
  color: ${theme.colors.onPrimary};
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

const Glimpse = styled.div`
  padding: 1.5rem;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: 14px;
  box-shadow: 0 24px 48px rgba(15, 23, 42, 0.35);
  ${media.mobile} {
    display: none;
  }
`;

const GlimpseTitle = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const GlimpseRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.8rem 0;
  border-top: 1px solid ${theme.colors.border};
  font-weight: 500;
`;

const Chances = styled.span`
  display: inline-flex;
  gap: 0.35rem;
`;

const Pill = styled.span<{ $tone: 'high' | 'medium' | 'low' | 'neutral' }>`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.primaryDark : theme.colors[$tone])};
  background: ${({ theme, $tone }) =>
    ({ high: theme.colors.successBg, medium: theme.colors.warningBg, low: theme.colors.dangerBg, neutral: theme.colors.primaryLight })[$tone]};
`;
