import styled from 'styled-components';
import type { Chance } from 'shared-contracts';
import { theme } from 'shared-contracts';

const COLORS: Record<Chance, { fg: string; bg: string }> = {
  High: { fg: theme.colors.successText, bg: theme.colors.successBg },
  Medium: { fg: theme.colors.warning, bg: theme.colors.warningBg },
  Low: { fg: theme.colors.dangerText, bg: theme.colors.dangerBg },
};

/** "High chance" / "Medium chance" / "Low chance" pill; unknown values read as Low (the spec's default). */
export function ChanceBadge({ chance }: { chance: Chance | string | null | undefined }) {
  const level: Chance = chance === 'High' || chance === 'Medium' ? chance : 'Low';
  return (
    <Badge $level={level} data-chance={level}>
      <Dot aria-hidden="true" />
      {level} chance
    </Badge>
  );
}

const Badge = styled.span<{ $level: Chance }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  background: ${({ $level }) => COLORS[$level].bg};
  color: ${({ $level }) => COLORS[$level].fg};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
`;

const Dot = styled.span`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: currentColor;
`;
