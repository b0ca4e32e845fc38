import styled from 'styled-components';
import { describeMhtcetSeatType, theme } from 'shared-contracts';

/** A seat-type code with its long description from the shared lookup table (an unknown code shows alone). */
export function SeatType({ code, compact = false }: { code: string; compact?: boolean }) {
  const description = describeMhtcetSeatType(code);
  return (
    <Wrap $compact={compact}>
      <Code>{code}</Code>
      {description && <Description>{description}</Description>}
    </Wrap>
  );
}

const Wrap = styled.span<{ $compact: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $compact }) => ($compact ? 'row' : 'column')};
  flex-wrap: wrap;
  align-items: ${({ $compact }) => ($compact ? 'baseline' : 'flex-start')};
  gap: ${({ $compact }) => ($compact ? '0.2rem 0.5rem' : '0.1rem')};
  min-width: 0;
`;

const Code = styled.strong`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.88em;
  letter-spacing: 0.02em;
  color: ${theme.colors.text};
`;

const Description = styled.span`
  font-size: 0.82em;
  font-weight: 400;
  line-height: 1.3;
  color: ${theme.colors.muted};
`;
