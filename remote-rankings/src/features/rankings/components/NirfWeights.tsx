import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { LABELS, METRIC_EXPLANATIONS } from '../model/labels';
import { NIRF_METRICS, NIRF_WEIGHTS } from '../../../constants';

// One colour per parameter, shared by its badge and bar; each keeps the badge's white text at >= 4.5:1.
const COLORS = { tlr: theme.palette.blue, rpc: theme.palette.violet, go: theme.colors.success, oi: theme.colors.medium, perception: theme.palette.pink } as const;

/** The explainer: each NIRF parameter, its weight in the overall score and what it measures. */
export function NirfWeights() {
  return (
    <Section aria-labelledby="nirf-weights-heading">
      <h2 id="nirf-weights-heading">{LABELS.weightsHeading}</h2>
      <Lead>{LABELS.weightsLead}</Lead>
      <List>
        {NIRF_METRICS.map((metric) => {
          const weight = NIRF_WEIGHTS[metric.short];
          return (
            <Item key={metric.key}>
              <Top>
                <Badge style={{ background: COLORS[metric.key] }}>{metric.short}</Badge>
                <Title>{metric.title}</Title>
                <Weight>{weight}%</Weight>
              </Top>
              <Track aria-hidden="true">
                <Fill style={{ width: `${weight}%`, background: COLORS[metric.key] }} />
              </Track>
              <Explanation>{METRIC_EXPLANATIONS[metric.key]}</Explanation>
            </Item>
          );
        })}
      </List>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 2.5rem;
  padding: 1.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  ${media.mobile} {
    padding: 1.1rem;
  }
`;

const Lead = styled.p`
  margin: 0.35rem 0 1.25rem;
  color: ${theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.25rem 2rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 0.4rem;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
`;

const Badge = styled.span`
  flex: none;
  min-width: 2.5rem;
  padding: 0.15rem 0.45rem;
  border-radius: 6px;
  color: ${theme.colors.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

const Title = styled.span`
  flex: 1;
  font-weight: 600;
`;

const Weight = styled.span`
  font-size: 1.1rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 8px;
  border-radius: 999px;
  background: ${theme.colors.background};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: 999px;
`;

const Explanation = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;
