// /college-finder: the first selector: JEE Main and JEE Advanced, or MHT-CET.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Head, useShell } from 'shared-contracts/react';
import { Breadcrumbs, breadcrumbJsonLd } from 'shared-contracts/ui';
import { FINDER_PATHS, canonicalUrl } from '../features/finder-common';
import { ChoiceCard, ChoiceGrid, PageContainer, PageHeader } from '../ui';
import { theme } from 'shared-contracts';

const TITLE = 'College Finder: JEE Main, JEE Advanced and MHT-CET';
const DESCRIPTION =
  'Find engineering colleges for your rank from real JoSAA and MHT-CET CAP cut-offs: opening and closing ranks, your chance and NIRF ranks.';

export default function CollegeFinderSelectorPage() {
  const { config } = useShell();
  const crumbs = [{ label: 'Home', to: '/' }, { label: 'College Finder' }];
  return (
    <PageContainer>
      <Head>
        <title>{TITLE}</title>
        <meta name="description" content={DESCRIPTION} />
        <link rel="canonical" href={canonicalUrl(config.siteUrl, FINDER_PATHS.root)} />
        <meta property="og:title" content="College Finder" />
        <meta property="og:description" content={DESCRIPTION} />
        <script type="application/ld+json">{breadcrumbJsonLd(config.siteUrl, crumbs, FINDER_PATHS.root)}</script>
      </Head>
      <Breadcrumbs items={crumbs} />
      <PageHeader
        title="College Finder"
        lead="Pick your exam. We compare your rank with the real cut-offs of past counselling rounds and tell you where you stand."
      />
      <ChoiceGrid>
        <ChoiceCard
          to={FINDER_PATHS.jeeMain}
          eyebrow="JoSAA counselling"
          title="JEE Main and JEE Advanced"
          description="IITs on JEE Advanced ranks; NITs, IIITs and other government-funded institutes on JEE Main ranks. Cut-offs of every JoSAA round from 2018."
          cta="Find JEE colleges"
          icon="J"
        />
        <ChoiceCard
          to={FINDER_PATHS.mhtcet}
          eyebrow="Maharashtra CAP"
          title="MHT-CET"
          description="Maharashtra engineering colleges by MHT-CET rank or percentile, with seat type, quota, district and branch."
          cta="Find MHT-CET colleges"
          icon="M"
        />
      </ChoiceGrid>
      <More>
        Looking for the JoSAA institutes tool or state colleges with All India seats for JEE Main?{' '}
        <Link to={FINDER_PATHS.josaaSelector}>JoSAA institutes or state-wise colleges</Link>
      </More>
    </PageContainer>
  );
}

const More = styled.p`
  margin: 1.75rem 0 0;
  padding: 1rem 1.25rem;
  border-radius: 12px;
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    font-weight: 700;
  }
`;
