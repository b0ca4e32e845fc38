import { CompetitivenessScale, competitivenessOfPercentile, type CompetitivenessInput } from './competitiveness';

const row = (closing: number, extra: Partial<CompetitivenessInput> = {}): CompetitivenessInput => ({
  year: 2024,
  round: 3,
  exam_type: 'jee_main',
  seat_type: 'OPEN',
  closing_rank_num: closing,
  is_preparatory: 0,
  ...extra,
});

describe('competitivenessOfPercentile', () => {
  it('cuts at one third and two thirds', () => {
    expect(competitivenessOfPercentile(0.01)).toBe('Highly Competitive');
    expect(competitivenessOfPercentile(1 / 3)).toBe('Highly Competitive');
    expect(competitivenessOfPercentile(0.34)).toBe('Moderately Competitive');
    expect(competitivenessOfPercentile(2 / 3)).toBe('Moderately Competitive');
    expect(competitivenessOfPercentile(0.67)).toBe('Less Competitive');
    expect(competitivenessOfPercentile(1)).toBe('Less Competitive');
  });
});

describe('CompetitivenessScale', () => {
  // Final round (3) of 2024, JEE Main OPEN: nine seats closing at 100 ... 900.
  const finalRound = [100, 200, 300, 400, 500, 600, 700, 800, 900].map((c) => row(c));
  const rows = [
    ...finalRound,
    row(50, { round: 1 }),
    row(950, { round: 1 }),
    row(20, { seat_type: 'SC' }),
    row(40, { seat_type: 'SC' }),
    row(60, { seat_type: 'SC' }),
    row(5, { exam_type: 'jee_advanced' }),
    row(5000, { exam_type: 'jee_advanced' }),
    row(10, { is_preparatory: 1, exam_type: 'jee_advanced' }),
    row(30, { round: 1, seat_type: 'ST' }),
    row(60, { round: 2, seat_type: 'ST' }),
    row(90, { round: 1, seat_type: 'ST' }),
  ];
  const scale = new CompetitivenessScale(rows);

  it('labels the final-round seats of a group in thirds by closing rank', () => {
    expect(finalRound.map((r) => scale.label(r))).toEqual([
      'Highly Competitive', 'Highly Competitive', 'Highly Competitive',
      'Moderately Competitive', 'Moderately Competitive', 'Moderately Competitive',
      'Less Competitive', 'Less Competitive', 'Less Competitive',
    ]);
    expect(scale.percentile(row(300))).toBeCloseTo(3 / 9);
  });

  it('places rows of earlier rounds on the final-round scale', () => {
    expect(scale.label(row(50, { round: 1 }))).toBe('Highly Competitive');
    expect(scale.percentile(row(50, { round: 1 }))).toBeCloseTo(1 / 9);
    expect(scale.label(row(950, { round: 1 }))).toBe('Less Competitive');
    expect(scale.label(row(450, { round: 2 }))).toBe('Moderately Competitive');
  });

  it('compares within the same year, exam and seat type only', () => {
    // 60 is the worst SC seat (less competitive), though better than every OPEN seat.
    expect(scale.label(row(20, { seat_type: 'SC' }))).toBe('Highly Competitive');
    expect(scale.label(row(60, { seat_type: 'SC' }))).toBe('Less Competitive');
    expect(scale.label(row(5000, { exam_type: 'jee_advanced' }))).toBe('Less Competitive');
    expect(scale.label(row(5, { exam_type: 'jee_advanced' }))).toBe('Moderately Competitive');
  });

  it("labels a 'P' closing rank Less Competitive and leaves it out of the scale", () => {
    expect(scale.label(row(10, { is_preparatory: 1, exam_type: 'jee_advanced' }))).toBe('Less Competitive');
    expect(scale.percentile(row(10, { is_preparatory: 1 }))).toBeNull();
  });

  it('uses every round of a group that has no seat in the final round, and knows no other year', () => {
    // ST seats appear in rounds 1 and 2 only (2024's final round is 3).
    expect(scale.label(row(30, { round: 1, seat_type: 'ST' }))).toBe('Highly Competitive');
    expect(scale.label(row(60, { round: 2, seat_type: 'ST' }))).toBe('Moderately Competitive');
    expect(scale.label(row(90, { round: 1, seat_type: 'ST' }))).toBe('Less Competitive');
    expect(scale.percentile(row(10, { year: 2022 }))).toBeNull();
    expect(scale.label(row(10, { year: 2022 }))).toBe('Less Competitive');
  });
});
