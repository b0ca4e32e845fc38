// What the printed page shows: the list as one table (A4), with the rank, home and data year above it.
import styled, { createGlobalStyle } from 'styled-components';
import { theme, type ShortlistSeatDetails } from 'shared-contracts';
import { seatTitle } from './ChoiceLine';

/** On paper only this table and its heading print: the site's header, footer and controls do not. */
export const ChoicesPrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 12mm; }
    body { background: ${theme.colors.surface}; }
    body * { visibility: hidden; }
    #choices-print, #choices-print * { visibility: visible; }
    #choices-print { position: absolute; inset: 0 auto auto 0; width: 100%; display: block !important; }
  }
`;

export function PrintTable({ title, lines, context }: { title: string; lines: ShortlistSeatDetails[]; context: string }) {
  return (
    <Printed id="choices-print" aria-hidden="true">
      <h1>{title}</h1>
      <p>{context}</p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>Institute</th>
            <th>Program</th>
            <th>Quota / seat</th>
            <th>Chance</th>
            <th>Open to you</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const t = seatTitle(line.item);
            return (
              <tr key={`${t.institute}|${t.program}|${t.detail}`}>
                <td>{index + 1}</td>
                <td>{t.institute}</td>
                <td>{t.program}</td>
                <td>{t.detail}</td>
                <td>{line.chance ?? '–'}</td>
                <td>{line.eligible === null ? '–' : line.eligible ? 'Yes' : 'No'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Printed>
  );
}

const Printed = styled.section`
  display: none;
  font-size: 10pt;
  color: ${theme.colors.text};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${theme.colors.text};
    padding: 3pt 4pt;
    text-align: left;
    vertical-align: top;
  }
  h1 {
    font-size: 14pt;
  }
`;
