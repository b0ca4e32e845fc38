// Fixed lists only the rankings remote uses.
export const NIRF_WEIGHTS = { TLR: 30, RPC: 30, GO: 20, OI: 10, Perception: 10 } as const;

export const NIRF_METRICS = [
  { key: 'tlr', short: 'TLR', title: 'Teaching, Learning and Resources', weight: 30 },
  { key: 'rpc', short: 'RPC', title: 'Research and Professional Practice', weight: 30 },
  { key: 'go', short: 'GO', title: 'Graduation Outcome', weight: 20 },
  { key: 'oi', short: 'OI', title: 'Outreach and Inclusivity', weight: 10 },
  { key: 'perception', short: 'Perception', title: 'Perception Score', weight: 10 },
] as const;
