import styled from 'styled-components';
import { categoryOf, textColorOn } from '../model/categories';

/** The post's category name on the category's colour (General in grey for an unknown category). */
export function CategoryBadge({ categoryId }: { categoryId: string }) {
  const category = categoryOf(categoryId);
  return (
    <Badge data-category={category.id} style={{ background: category.color, color: textColorOn(category.color) }}>
      {category.name}
    </Badge>
  );
}

const Badge = styled.span`
  position: relative;
  z-index: 1;
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.01em;
`;
