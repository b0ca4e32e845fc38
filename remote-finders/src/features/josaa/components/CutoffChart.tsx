// A small SVG line chart of closing ranks, written here rather than pulled from a chart library: two
// simple series on one page do not justify ~50-100 kB of library, and an SVG we draw ourselves scales
// with the card, prints, and is easy to make accessible (a data table is always in the DOM).
import { useId } from 'react';
import styled from 'styled-components';
import { formatIndianNumber, theme } from 'shared-contracts';
import { useElementWidth } from '../../../ui';

export interface ChartPoint {
  /** Category on the x axis, e.g. "R1" or "2024". */
  x: string;
  /** The closing rank as a number. */
  y: number;
  /** The rank as published (e.g. "44P"). */
  label: string;
  /** From the preparatory-course list: drawn hollow. */
  preparatory?: boolean;
}

export interface CutoffChartProps {
  title: string;
  points: ChartPoint[];
  xLabel: string;
  /** Shown when there are no points. */
  emptyText?: string;
}

const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 300;
const MAX_WIDTH = 900;
const H = 280;
const PAD = { top: 26, right: 26, bottom: 46, left: 70 };

/** Whole-number tick steps (1, 2, 5 x 10^n) covering min..max with about `count` ticks (ranks are integers). */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    const pad = Math.max(2, Math.round(Math.abs(min) * 0.1));
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw);
  const start = Math.max(0, Math.floor(min / step) * step);
  const ticks: number[] = [];
  for (let value = start; value < max + step; value += step) ticks.push(value);
  return ticks;
}

const fmt = (value: number) => formatIndianNumber(value);

/** Closing rank per category; a higher line is a larger closing rank (an easier seat). */
export function CutoffChart({ title, points, xLabel, emptyText = 'No cut-offs published for this seat.' }: CutoffChartProps) {
  const titleId = useId();
  const [figureRef, W] = useElementWidth<HTMLElement>(DEFAULT_WIDTH, MIN_WIDTH, MAX_WIDTH);
  if (points.length === 0) {
    return (
      <Figure ref={figureRef}>
        <figcaption id={titleId}>{title}</figcaption>
        <Empty>{emptyText}</Empty>
      </Figure>
    );
  }
  const ys = points.map((p) => p.y);
  const ticks = niceTicks(Math.min(...ys), Math.max(...ys));
  const yMin = ticks[0];
  const yMax = ticks[ticks.length - 1];
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const xAt = (index: number) => PAD.left + (points.length === 1 ? innerW / 2 : (index * innerW) / (points.length - 1));
  const yAt = (value: number) => PAD.top + innerH - ((value - yMin) / (yMax - yMin || 1)) * innerH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xAt(i).toFixed(1)},${yAt(p.y).toFixed(1)}`).join(' ');
  const first = points[0].y;
  const last = points[points.length - 1].y;
  const trend = points.length < 2 || first === last ? 'unchanged' : last > first ? 'rose (easier)' : 'fell (harder)';

  const slot = points.length > 1 ? innerW / (points.length - 1) : innerW;
  // Crowded x axis (phones): years as '18, and the values only on the points' tooltips.
  const xText = (x: string) => (slot < 46 && /^\d{4}$/.test(x) ? `'${x.slice(2)}` : x);
  const showValues = slot >= 44;

  return (
    <Figure ref={figureRef}>
      <figcaption id={titleId}>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-desc`} data-testid="cutoff-chart">
        <desc id={`${titleId}-desc`}>
          Closing rank from {points[0].x} ({points[0].label}) to {points[points.length - 1].x} ({points[points.length - 1].label}): it {trend}.
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={yAt(tick)} y2={yAt(tick)} className="grid" />
            <text x={PAD.left - 8} y={yAt(tick)} className="ytick" dominantBaseline="middle" textAnchor="end">
              {fmt(tick)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          <text key={`x-${p.x}`} x={xAt(i)} y={H - PAD.bottom + 20} className="xtick" textAnchor="middle">
            {xText(p.x)}
          </text>
        ))}
        <text x={PAD.left + innerW / 2} y={H - 4} className="axis" textAnchor="middle">
          {xLabel}
        </text>
        <text x={16} y={PAD.top + innerH / 2} className="axis" textAnchor="middle" transform={`rotate(-90 16 ${PAD.top + innerH / 2})`}>
          Closing rank
        </text>
        <path d={path} className="line" />
        {points.map((p, i) => (
          <circle
            key={`p-${p.x}`}
            cx={xAt(i)}
            cy={yAt(p.y)}
            r={5}
            className={p.preparatory ? 'point prep' : 'point'}
            data-testid="chart-point"
          >
            <title>{`${p.x}: closing rank ${p.label}`}</title>
          </circle>
        ))}
        {showValues &&
          points.map((p, i) => (
            <text key={`l-${p.x}`} x={xAt(i)} y={yAt(p.y) - 10} className="value" textAnchor="middle">
              {p.label}
            </text>
          ))}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            <th scope="col">Closing rank</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={`t-${p.x}`}>
              <th scope="row">{p.x}</th>
              <td>{p.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}

const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  figcaption {
    margin-bottom: 0.5rem;
    font-weight: 700;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  .grid {
    stroke: ${theme.colors.border};
    stroke-dasharray: 3 4;
  }
  .ytick,
  .xtick {
    fill: ${theme.colors.muted};
    font-size: 14px;
  }
  .axis {
    fill: ${theme.colors.muted};
    font-size: 14px;
    font-weight: 600;
  }
  .line {
    fill: none;
    stroke: ${theme.colors.primary};
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  .point {
    fill: ${theme.colors.primary};
    stroke: ${theme.colors.onPrimary};
    stroke-width: 2;
  }
  .point.prep {
    fill: ${theme.colors.onPrimary};
    stroke: ${theme.colors.primary};
  }
  .value {
    fill: ${theme.colors.text};
    font-size: 13px;
    font-weight: 700;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: 2rem 1rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: 8px;
  text-align: center;
  color: ${theme.colors.muted};
`;
