import styled from 'styled-components';
import { Notice } from 'shared-contracts/ui';
import type { Advice } from '../model/advice';

export function AdvicePanel({ advice }: { advice: Advice[] }) {
  return (
    <Stack data-testid="choice-advice">
      {advice.map((entry) => (
        <Notice key={entry.text} tone={entry.kind} live="polite">
          {entry.text}
        </Notice>
      ))}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 1rem 0;
`;
