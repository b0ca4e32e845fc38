import styled from 'styled-components';
import { theme, type FinderDataBasis } from 'shared-contracts';
import { dataBasisText, fewerRoundsText, type RoundName } from '../model/dataBasis';

/** The line under a finder's answer that names its data, and the note when a year has fewer rounds. */
export function DataBasisNote({ basis, roundName }: { basis: FinderDataBasis; roundName: RoundName }) {
  const fewer = fewerRoundsText(basis, roundName);
  return (
    <Note data-testid="data-basis">
      {dataBasisText(basis, roundName)}
      {fewer && <> {fewer}</>}
    </Note>
  );
}

const Note = styled.p`
  margin: 0.35rem 0 0;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;
