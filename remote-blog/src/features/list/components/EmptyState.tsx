import styled from 'styled-components';
import { BLOG_MESSAGES, theme } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';

/** No post matches: says why (the search, else the category) and offers to clear the filters. */
export function EmptyState({ search, onClear }: { search: string; onClear: () => void }) {
  const term = search.trim();
  return (
    <Box>
      <h2>{BLOG_MESSAGES.emptyHeading}</h2>
      <p>{term ? BLOG_MESSAGES.emptySearch(term) : BLOG_MESSAGES.emptyCategory}</p>
      <Button type="button" onClick={onClear}>
        {BLOG_MESSAGES.clearFilters}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  padding: 2.5rem 1rem;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  text-align: center;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 1.25rem;
    color: ${theme.colors.muted};
  }
`;
