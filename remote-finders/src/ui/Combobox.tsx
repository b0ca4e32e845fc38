import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { FilterOption } from 'shared-contracts';
import { ChevronDownIcon, CloseIcon } from 'shared-contracts/ui';
import { highlight, matchesFilter } from './InPageFilter';
import { theme } from 'shared-contracts';

export interface ComboboxProps {
  label: string;
  options: readonly (FilterOption & { hint?: string })[];
  /** The chosen option's value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Most options listed at once (the rest are reached by typing). */
  maxVisible?: number;
  disabled?: boolean;
  required?: boolean;
  /** Shown when typing matches nothing. */
  emptyText?: string;
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): type to filter (case-insensitive, any
 * part of the label), arrows to move, Enter to choose, Escape to close; the chosen label fills the box.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  placeholder,
  maxVisible = 60,
  disabled = false,
  required = false,
  emptyText = 'No matches',
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const selected = options.find((option) => option.value === value);
  const [text, setText] = useState(selected?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The box shows the chosen label whenever the choice changes from outside (or the options arrive).
  useEffect(() => {
    setText(selected?.label ?? '');
  }, [selected?.label]);

  const term = selected && text === selected.label ? '' : text;
  const matches = useMemo(
    () => options.filter((option) => matchesFilter(option.label, term) || matchesFilter(option.hint, term)).slice(0, maxVisible),
    [options, term, maxVisible],
  );

  useEffect(() => {
    if (!open) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const choose = (option: FilterOption) => {
    onChange(option.value);
    setText(option.label);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      if (open && matches[active]) {
        event.preventDefault();
        choose(matches[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setText(selected?.label ?? '');
      }
    }
  };

  return (
    <Wrap>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Box data-open={open || undefined}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-required={required || undefined}
          aria-activedescendant={open && matches[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(event) => {
            event.target.select();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            // Let a click on an option land first.
            window.setTimeout(() => {
              setOpen(false);
              setText((current) => (selected && current !== selected.label ? selected.label : current));
            }, 150);
          }}
          onKeyDown={onKeyDown}
        />
        {value !== '' && !disabled ? (
          <IconButton
            type="button"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              onChange('');
              setText('');
              inputRef.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        ) : (
          <Chevron aria-hidden="true">
            <ChevronDownIcon />
          </Chevron>
        )}
        {open && !disabled && (
          <List ref={listRef} id={listId} role="listbox" aria-label={label}>
            {matches.length === 0 && (
              <Empty role="option" aria-disabled="true" aria-selected="false">
                {emptyText}
              </Empty>
            )}
            {matches.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-opt-${index}`}
                role="option"
                data-index={index}
                aria-selected={option.value === value}
                data-active={index === active || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
              >
                <span>{highlight(option.label, term)}</span>
                {option.hint && <small>{option.hint}</small>}
              </li>
            ))}
          </List>
        )}
      </Box>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  min-width: 0;
  > label {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  &:focus-within {
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 42px;
    padding: 0 0.75rem;
    border: 0;
    border-radius: ${theme.radius};
    background: transparent;
    color: ${theme.colors.text};
    outline: none;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-right: 2px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
  }
`;

const Chevron = styled.span`
  display: inline-flex;
  padding: 0 0.75rem;
  color: ${theme.colors.muted};
  pointer-events: none;
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 20;
  max-height: 18rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: 0 12px 28px rgba(0, 0, 0, 0.15);
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 40px;
    padding: 0.35rem 0.6rem;
    border-radius: 6px;
    cursor: pointer;
  }
  li[data-active] {
    background: ${theme.colors.primaryLight};
  }
  li[aria-selected='true'] {
    font-weight: 700;
  }
  small {
    color: ${theme.colors.muted};
  }
  mark {
    background: ${theme.colors.highlight};
    color: inherit;
  }
`;

const Empty = styled.li`
  color: ${theme.colors.muted};
  cursor: default;
`;
