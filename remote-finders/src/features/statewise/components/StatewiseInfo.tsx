import styled from 'styled-components';
import { STATEWISE_QUOTA, STATEWISE_SEAT_TYPE, media, theme } from 'shared-contracts';
import { STATEWISE_LABELS as L } from '../model/labels';

/** The info banner (what All India quota seats are) and the plain statement of how the rank is compared. */
export function StatewiseInfo({ comparison }: { comparison: string | null }) {
  return (
    <>
      <Banner role="note" aria-label={L.bannerTitle}>
        <strong>{L.bannerTitle}</strong>
        <p>{L.bannerText}</p>
        <Chips>
          <span>
            {L.bannerQuota}: <b>{STATEWISE_QUOTA}</b>
          </span>
          <span>
            {L.bannerSeatType}: <b>{STATEWISE_SEAT_TYPE}</b>
          </span>
        </Chips>
      </Banner>
      {comparison && (
        <Comparison role="note" aria-label={L.comparisonTitle}>
          <strong>{L.comparisonTitle}</strong>
          <p>{comparison}</p>
        </Comparison>
      )}
    </>
  );
}

const Banner = styled.div`
  margin: 0 0 0.75rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${theme.colors.primaryBorder};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.primaryFaint};
  color: ${theme.colors.primaryDark};
  p {
    margin: 0.25rem 0 0.5rem;
    color: ${theme.colors.text};
  }
  ${media.mobile} {
    padding: 0.75rem 0.85rem;
    font-size: 0.9rem;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  span {
    padding: 0.2rem 0.65rem;
    border-radius: 999px;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.primaryBorder};
    font-size: 0.85rem;
  }
`;

const Comparison = styled.div`
  margin: 0 0 0.75rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  p {
    margin: 0.25rem 0 0;
    color: ${theme.colors.muted};
  }
  ${media.mobile} {
    padding: 0.75rem 0.85rem;
    font-size: 0.9rem;
  }
`;
