// Where a result's star sits. On a card: beside the names, so it never pushes the ranks down on a narrow
// screen. In a table: before the name in the row header, so it stays in the sticky first column.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export function StarredTitle({ star, children }: { star: ReactNode; children: ReactNode }) {
  return (
    <TitleLine>
      <div>{children}</div>
      {star}
    </TitleLine>
  );
}

export function StarredName({ star, children }: { star: ReactNode; children: ReactNode }) {
  return (
    <NameLine>
      {star}
      <span>{children}</span>
    </NameLine>
  );
}

const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  > div {
    flex: 1;
    min-width: 0;
  }
`;

const NameLine = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  > span {
    min-width: 0;
  }
`;
