import { useId } from 'react';
import styled from 'styled-components';
import { BLOG_MESSAGES, theme } from 'shared-contracts';

/** The article search: case-insensitive over title, excerpt and tags, applied as you type. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Wrapper role="search">
      <label htmlFor={id} className="visually-hidden">
        Search articles
      </label>
      <SearchIcon viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </SearchIcon>
      <Input id={id} type="search" placeholder={BLOG_MESSAGES.searchPlaceholder} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  flex: 1 1 320px;
  max-width: 520px;
`;

const SearchIcon = styled.svg`
  position: absolute;
  top: 50%;
  left: 0.85rem;
  width: 20px;
  height: 20px;
  transform: translateY(-50%);
  fill: none;
  stroke: ${theme.colors.muted};
  stroke-width: 2;
  stroke-linecap: round;
  pointer-events: none;
`;

const Input = styled.input`
  width: 100%;
  height: 46px;
  padding: 0 1rem 0 2.6rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: 1rem;
  &:focus {
    border-color: ${theme.colors.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
`;
