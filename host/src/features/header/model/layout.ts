// The header's row between the phone layout (768 px and below: a menu button) and the full one. Everything
// on one line, with the brand's name, takes ~1,170 px of the 1,200 px container: narrower than that the name
// is left to the mark (read out still), and below 960 px Support and Shortlist show their icons only; the
// row then needs ~690 px. Without these, "College Finder" broke onto two lines and, below ~950 px, the page
// scrolled sideways.
/** Wider than the phone layout: the name stays on one line (on a phone it may wrap beside the buttons). */
export const WIDE = '@media (min-width: 769px)';
export const WITHOUT_BRAND_NAME = '@media (min-width: 769px) and (max-width: 1199px)';
export const ICONS_ONLY = '@media (min-width: 769px) and (max-width: 959px)';
