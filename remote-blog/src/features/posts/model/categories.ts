import { type BlogCategory, theme } from 'shared-contracts';
import { BLOG_CATEGORIES, UNKNOWN_BLOG_CATEGORY } from '../../../constants';

/** The category of a post; an id we do not know shows as General in grey. */
export function categoryOf(id: string): BlogCategory {
  return BLOG_CATEGORIES.find((category) => category.id === id) ?? UNKNOWN_BLOG_CATEGORY;
}

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or near-black, whichever reads better on the category colour. */
export function textColorOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(theme.colors.text) + 0.05);
  return onWhite >= onDark ? theme.colors.onPrimary : theme.colors.text;
}
