import styled from 'styled-components';
import { BLOG_MESSAGES, theme } from 'shared-contracts';
import { ALL_CATEGORIES } from '../hooks/useBlogList';
import { BLOG_CATEGORIES } from '../../../constants';

/** "All Articles" plus one button per category; the chosen one is pressed. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const options = [{ id: ALL_CATEGORIES, name: BLOG_MESSAGES.allCategories }, ...BLOG_CATEGORIES];
  return (
    <Group role="group" aria-label="Categories">
      {options.map((option) => (
        <CategoryButton key={option.id} type="button" aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
          {option.name}
        </CategoryButton>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const CategoryButton = styled.button`
  min-height: 40px;
  padding: 0.4rem 0.95rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;
