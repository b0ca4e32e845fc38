import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { Container } from '../../../ui/Container';
import { ArrowRightIcon, ChartIcon, SearchIcon, TrophyIcon } from 'shared-contracts/ui';

interface Feature {
  title: string;
  text: string;
  to: string;
  linkText: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const FEATURES: Feature[] = [
  {
    title: 'NIRF rankings',
    text: 'Compare engineering institutes by year and state, with every score behind the rank: teaching, research, graduation outcome, outreach and perception.',
    to: '/rankings',
    linkText: 'View NIRF rankings',
    Icon: TrophyIcon,
  },
  {
    title: 'Multi-exam college finder',
    text: 'Enter a JEE Main or JEE Advanced rank for JoSAA colleges, or an MHT-CET rank or percentile for Maharashtra colleges, and see past cut-offs with your chance at each.',
    to: '/college-finder',
    linkText: 'Find colleges for your rank',
    Icon: SearchIcon,
  },
  {
    title: 'Rank and score analysis',
    text: 'Turn a JEE Main score into a percentile and a rank, estimate a JEE Advanced or MHT-CET rank, then take it straight to the finder.',
    to: '/college-finder/jee-main',
    linkText: 'Try the rank predictors',
    Icon: ChartIcon,
  },
];

/** The three things the site does, each leading to its section. */
export function FeatureCards() {
  return (
    <Section aria-labelledby="features-title">
      <Container>
        <SectionTitle id="features-title">Everything for counselling season</SectionTitle>
        <SectionLead>Three tools that work together, built on published admission data.</SectionLead>
        <Grid>
          {FEATURES.map(({ title, text, to, linkText, Icon }) => (
            <Card key={title}>
              <IconBox>
                <Icon width={20} height={20} />
              </IconBox>
              <h3>{title}</h3>
              <p>{text}</p>
              <CardLink to={to}>
                {linkText} <ArrowRightIcon />
              </CardLink>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: 4rem 0;
  ${media.mobile} {
    padding: 2.5rem 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2rem);
  text-align: center;
`;

const SectionLead = styled.p`
  margin: 0.5rem auto 2.5rem;
  max-width: 36rem;
  text-align: center;
  color: ${theme.colors.muted};
  ${media.mobile} {
    margin-bottom: 1.5rem;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 960px) {
    grid-template-columns: 1fr;
    gap: 1rem;
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: 1.75rem;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  box-shadow: ${theme.shadow};
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover {
    box-shadow: 0 12px 28px rgba(15, 23, 42, 0.12);
    transform: translateY(-2px);
  }
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.2rem;
  }
  p {
    flex: 1;
    margin: 0 0 1.25rem;
    color: ${theme.colors.muted};
  }
  ${media.mobile} {
    padding: 1.25rem;
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
  width: 3rem;
  height: 3rem;
  border-radius: 10px;
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primary};
  svg {
    width: 24px;
    height: 24px;
  }
`;

const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  align-self: flex-start;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
