// Closing rank by year and round of up to four seats, one line each: an own small SVG (no chart library).
import styled from 'styled-components';
import { formatIndianNumber, theme, type ShortlistSeatDetails } from 'shared-contracts';
import { useElementWidth } from '../../../ui';
import { comparableClosingRank } from '../model/closingRank';

export const SERIES_COLOURS = [theme.colors.primary, theme.colors.accent, theme.colors.success, theme.colors.danger];

// Drawn at its figure's measured width (1:1), so the axis labels are FONT_PX on a 375 px phone as on a desktop.
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 260;
const MAX_WIDTH = 960;
const HEIGHT = 260;
const FONT_PX = 13;
const PAD = { left: 72, right: 16, top: 16, bottom: 48 };

export function CompareChart({ lines, labels }: { lines: ShortlistSeatDetails[]; labels: string[] }) {
  const [figureRef, WIDTH] = useElementWidth<HTMLElement>(DEFAULT_WIDTH, MIN_WIDTH, MAX_WIDTH);
  const steps = [...new Set(lines.flatMap((line) => line.history.map((p) => p.year * 100 + p.round)))].sort((a, b) => a - b);
  const values = lines.flatMap((line) => line.history.map((p) => comparableClosingRank(p.closing_rank)).filter((v): v is number => v !== null));
  if (steps.length === 0 || values.length === 0) return <p>No published closing ranks to chart.</p>;
  // A narrow chart with many years labels every other year, so the labels do not run into each other.
  const max = Math.max(...values);
  const min = Math.min(...values);
  const x = (step: number) => PAD.left + (steps.length === 1 ? 0.5 : steps.indexOf(step) / (steps.length - 1)) * (WIDTH - PAD.left - PAD.right);
  // Better (smaller) ranks sit higher, as a student reads a merit list.
  const y = (value: number) => PAD.top + (max === min ? 0.5 : (value - min) / (max - min)) * (HEIGHT - PAD.top - PAD.bottom);
  const yearStarts = steps.filter((step, index) => index === 0 || Math.floor(steps[index - 1] / 100) !== Math.floor(step / 100));
  const labelled = yearStarts.length * FONT_PX * 3.2 > WIDTH - PAD.left - PAD.right ? yearStarts.filter((_, index) => index % 2 === 0) : yearStarts;
  return (
    <Figure ref={figureRef}>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Closing rank by year and round of the compared seats">
        <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={WIDTH - PAD.right} y2={HEIGHT - PAD.bottom} stroke={theme.colors.border} />
        <text x={PAD.left - 6} y={y(min) + 4} textAnchor="end" fontSize={FONT_PX}>{formatIndianNumber(min)}</text>
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize={FONT_PX}>{formatIndianNumber(max)}</text>
        {labelled.map((step) => (
          <text key={step} x={x(step)} y={HEIGHT - PAD.bottom + 18} fontSize={FONT_PX} textAnchor="middle">
            {Math.floor(step / 100)}
          </text>
        ))}
        {lines.map((line, index) => {
          const points = line.history
            .map((p) => ({ step: p.year * 100 + p.round, value: comparableClosingRank(p.closing_rank) }))
            .filter((p): p is { step: number; value: number } => p.value !== null)
            .sort((a, b) => a.step - b.step);
          return (
            <g key={labels[index]} stroke={SERIES_COLOURS[index]} fill={SERIES_COLOURS[index]}>
              <polyline fill="none" strokeWidth="2" points={points.map((p) => `${x(p.step)},${y(p.value)}`).join(' ')} />
              {points.map((p) => (
                <circle key={p.step} cx={x(p.step)} cy={y(p.value)} r="2.5" />
              ))}
            </g>
          );
        })}
      </Svg>
      <Legend>
        {labels.map((label, index) => (
          <li key={label}>
            <Swatch style={{ background: SERIES_COLOURS[index] }} aria-hidden="true" />
            {label}
          </li>
        ))}
      </Legend>
      <figcaption>Each point is one round; years run left to right, lower ranks higher up.</figcaption>
    </Figure>
  );
}

// No browser margin (40 px each side): on a phone the chart takes the panel's whole width.
const Figure = styled.figure`
  margin: 1rem 0 0;
  min-width: 0;
`;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  background: ${theme.colors.surface};
  text {
    fill: ${theme.colors.muted};
    stroke: none;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  margin: 0.5rem 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  li {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 0.9rem;
  height: 0.9rem;
  border-radius: 2px;
`;
