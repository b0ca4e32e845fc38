// What embedded HTML may keep after rehype-raw parses it: GitHub's rules (no script or style elements, no
// on* handlers, only http(s), mailto and relative URLs, so no javascript: links), plus ids on headings
// (the table of contents links to them) and class names on tables.
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

const headingAttributes = (tag: string) => [...(defaultSchema.attributes?.[tag] ?? []), 'id'];

export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    h1: headingAttributes('h1'),
    h2: headingAttributes('h2'),
    h3: headingAttributes('h3'),
    h4: headingAttributes('h4'),
    h5: headingAttributes('h5'),
    h6: headingAttributes('h6'),
    table: [...(defaultSchema.attributes?.table ?? []), 'className'],
  },
};
