import { theme } from 'shared-contracts';

/** The colour of a competitiveness label on a result card. */
export const COMPETITIVENESS_TONE: Record<string, string> = {
  'Highly Competitive': theme.palette.brown,
  'Moderately Competitive': theme.colors.primaryDark,
  'Less Competitive': theme.palette.slate,
};
