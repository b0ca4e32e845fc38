import { useId } from 'react';
import styled from 'styled-components';
import { PREDICTOR_MESSAGES, TOP_100_THRESHOLD, TOP_RANK_VALUE, media, type PredictionResponse, theme } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { Button, ButtonAnchor, Notice } from 'shared-contracts/ui';
import { finderUrl } from '../model/finderLink';
import { formatPercentile, formatRange, formatRank } from '../model/format';
import type { PredictorExamType, PredictorViewProps } from '../model/types';

const Box = styled.section`
  display: grid;
  gap: 0.9rem;
  padding: 1.1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.surfaceMuted};
  border: 1px solid ${theme.colors.borderSoft};
  ${media.mobile} {
    padding: 1rem 0.85rem;
  }
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
    color: ${theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Badge = styled.span`
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${theme.colors.warningBg};
  color: ${theme.colors.warning};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0.75rem;
  margin: 0;
`;

const Figure = styled.div`
  padding: 0.85rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.borderSoft};
  min-width: 0;
  dt {
    font-size: 0.875rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.span`
  display: block;
  font-size: 2.25rem;
  font-weight: 800;
  line-height: 1.15;
  color: ${theme.colors.primaryDark};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  ${media.mobile} {
    font-size: 2rem;
  }
`;

const Sub = styled.span`
  display: block;
  margin-top: 0.2rem;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
  font-variant-numeric: tabular-nums;
`;

const SmallPrint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  line-height: 1.45;
  color: ${theme.colors.muted};
`;

const Action = styled.div`
  display: flex;
  ${media.mobile} {
    > * {
      flex: 1 1 auto;
    }
  }
`;

/**
 * One prediction: the percentile (score input) with its band, the predicted rank with its range, the
 * top-rank / Top 100 messages, the note, the way to the finder, and the basis in small print.
 */
export function PredictionResult({
  result,
  exam,
  emphasis,
  onUseRank,
  linkToFinder,
}: {
  result: PredictionResponse;
  exam: PredictorExamType;
  /** Which figure the visitor asked for comes first. */
  emphasis: 'percentile' | 'rank';
  onUseRank?: PredictorViewProps['onUseRank'];
  linkToFinder?: boolean;
}) {
  const { config } = useShell();
  const headingId = useId();
  const { predicted_rank, rank_min, rank_max } = result.rank_prediction;
  const topRank = rank_min === TOP_RANK_VALUE && rank_max === TOP_RANK_VALUE;
  const top100 = predicted_rank <= TOP_100_THRESHOLD;
  // Below JEE Advanced's qualifying mark there is no rank to take to the finder.
  const canUseRank = result.qualified !== false;

  const percentile =
    typeof result.percentile === 'number' ? (
      <Figure key="percentile">
        <dt>Percentile</dt>
        <dd>
          <Value>{formatPercentile(result.percentile)}</Value>
          {result.percentile_range && (
            <Sub>
              Likely between {formatPercentile(result.percentile_range.min)} and {formatPercentile(result.percentile_range.max)}
            </Sub>
          )}
        </dd>
      </Figure>
    ) : null;
  const rank = (
    <Figure key="rank">
      <dt>Predicted rank</dt>
      <dd>
        <Value>{formatRank(predicted_rank)}</Value>
        <Sub>Range {formatRange(formatRank(rank_min), formatRank(rank_max))}</Sub>
      </dd>
    </Figure>
  );

  return (
    <Box aria-labelledby={headingId}>
      <Heading>
        <h3 id={headingId}>Your prediction</h3>
        {result.is_estimate && <Badge>{PREDICTOR_MESSAGES.estimate}</Badge>}
      </Heading>
      <Figures>{emphasis === 'percentile' ? [percentile, rank] : [rank, percentile]}</Figures>
      {topRank && <Notice live="region" tone="success">{PREDICTOR_MESSAGES.topRank}</Notice>}
      {top100 && <Notice live="region" tone="success">{PREDICTOR_MESSAGES.top100}</Notice>}
      {result.note && <Notice live="region" tone={result.qualified === false ? 'warning' : 'info'}>{result.note}</Notice>}
      {canUseRank && onUseRank && (
        <Action>
          <Button $size="lg" onClick={() => onUseRank(predicted_rank, exam)}>
            {PREDICTOR_MESSAGES.findColleges}
          </Button>
        </Action>
      )}
      {canUseRank && !onUseRank && linkToFinder && (
        <Action>
          <ButtonAnchor $size="lg" href={finderUrl(config.siteUrl, exam, predicted_rank)}>
            {PREDICTOR_MESSAGES.findColleges}
          </ButtonAnchor>
        </Action>
      )}
      {result.is_estimate && <SmallPrint>{PREDICTOR_MESSAGES.estimateNote}</SmallPrint>}
      {result.basis && (
        <SmallPrint>
          <strong>How this is worked out:</strong> {result.basis}
        </SmallPrint>
      )}
    </Box>
  );
}
