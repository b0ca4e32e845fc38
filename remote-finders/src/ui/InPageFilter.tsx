import { Fragment, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon, SearchIcon } from 'shared-contracts/ui';
import { theme } from 'shared-contracts';

/** Case-insensitive "contains" used by the in-page filters (whitespace-trimmed; empty matches all). */
export function matchesFilter(text: string | null | undefined, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || (text ?? '').toLowerCase().includes(needle);
}

/** `text` with every case-insensitive occurrence of `term` wrapped in <mark>. */
export function highlight(text: string, term: string): ReactNode {
  const needle = term.trim();
  if (!needle) return text;
  const lower = text.toLowerCase();
  const target = needle.toLowerCase();
  const parts: ReactNode[] = [];
  let from = 0;
  let at = lower.indexOf(target, from);
  while (at !== -1) {
    if (at > from) parts.push(<Fragment key={`t${from}`}>{text.slice(from, at)}</Fragment>);
    parts.push(<Mark key={`m${at}`}>{text.slice(at, at + needle.length)}</Mark>);
    from = at + needle.length;
    at = lower.indexOf(target, from);
  }
  if (parts.length === 0) return text;
  if (from < text.length) parts.push(<Fragment key={`t${from}`}>{text.slice(from)}</Fragment>);
  return <>{parts}</>;
}

export interface InPageFilterProps {
  /** Visible label, e.g. "Filter by institute". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** When set, a close button (e.g. an inline header filter) is shown instead of the clear button once empty. */
  onClose?: () => void;
  /** Hide the visible label (the placeholder and an accessible label remain). */
  hideLabel?: boolean;
  autoFocus?: boolean;
}

/** A client-side text filter over the rows already on the page, with a clear (and optional close) button. */
export function InPageFilter({ label, value, onChange, placeholder, onClose, hideLabel = false, autoFocus = false }: InPageFilterProps) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <Box>
        <SearchIcon />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onClose) onClose();
          }}
        />
        {value !== '' && (
          <IconButton type="button" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange('')}>
            <CloseIcon />
          </IconButton>
        )}
        {value === '' && onClose && (
          <IconButton type="button" aria-label={`Close ${label.toLowerCase()}`} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
    </Wrap>
  );
}

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 3px;
  background: ${theme.colors.highlight};
  color: inherit;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  label {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.25rem 0 0.7rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  &:focus-within {
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 42px;
    border: 0;
    background: transparent;
    color: ${theme.colors.text};
    outline: none;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
    color: ${theme.colors.text};
  }
`;
