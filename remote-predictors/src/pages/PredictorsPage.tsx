import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { JeeAdvancedPredictor } from '../features/jee-advanced';
import { JeeMainPredictor } from '../features/jee-main';
import { MhtcetPredictor } from '../features/mhtcet';
import { Head } from 'shared-contracts/react';

const Intro = styled.header`
  margin: 0.5rem 0 1.5rem;
  h1 {
    margin: 0;
    font-size: 2rem;
    line-height: 1.2;
    ${media.mobile} {
      font-size: 1.6rem;
    }
  }
  p {
    margin: 0.5rem 0 0;
    max-width: 48rem;
    color: ${theme.colors.muted};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: 1.25rem;
  align-items: start;
`;

/** The standalone page: all three predictors; a predicted rank links to the host's finder. */
export default function PredictorsPage() {
  return (
    <>
      <Head>
        <title>Rank Predictors</title>
        <meta
          name="description"
          content="Predict your JEE Main percentile and rank, your JEE Advanced rank and your MHT-CET rank from your score or percentile."
        />
      </Head>
      <Intro>
        <h1>Rank Predictors</h1>
        <p>
          Enter a score or a percentile to see where you are likely to stand, then find the colleges that match your rank. Each result
          says which data it rests on.
        </p>
      </Intro>
      <Grid>
        <JeeMainPredictor linkToFinder />
        <JeeAdvancedPredictor linkToFinder />
        <MhtcetPredictor linkToFinder />
      </Grid>
    </>
  );
}
