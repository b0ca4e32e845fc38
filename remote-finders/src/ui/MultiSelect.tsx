// A multi-select drop-down: a button that shows the choice (truncated to 35 characters, or "N items
// selected"), and a pop-up list of check options with a search box for long lists, Select all / Clear
// and Done. Keyboard: the button opens with Enter, Space or the arrow keys; in the list the arrow keys,
// Home and End move, Enter (and Space outside the search box) toggle, Escape closes and returns to the
// button, Tab closes. The locked variant (guests) looks locked and calls `locked.onRequest` instead of
// opening, so the page can show its Feature Locked prompt.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media, multiSelectLabel, type FilterOption, theme } from 'shared-contracts';
import { ChevronDownIcon, LockIcon, SearchIcon } from 'shared-contracts/ui';

export interface MultiSelectLock {
  /** Tooltip of the locked control, e.g. "Login to use the branch filter". */
  title: string;
  /** Called instead of opening (e.g. to show the Feature Locked modal). */
  onRequest: () => void;
}

export interface MultiSelectProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  /** How a chosen option reads in the closed control (default: its label). */
  summary?: (option: FilterOption) => string;
  /** The content of an option row (default: its label). */
  renderOption?: (option: FilterOption) => ReactNode;
  /** Whether the list has a search box (default: more than 8 options). */
  searchable?: boolean;
  searchPlaceholder?: string;
  error?: string;
  /** A short help line under the control. */
  hint?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  locked?: MultiSelectLock;
  id?: string;
}

const SEARCH_THRESHOLD = 8;

const defaultMatches = (option: FilterOption, term: string) => {
  const needle = term.trim().toLowerCase();
  return needle === '' || option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle);
};

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  placeholder = 'Select...',
  summary = (option) => option.label,
  renderOption,
  searchable = options.length > SEARCH_THRESHOLD,
  searchPlaceholder,
  error,
  hint,
  loading = false,
  disabled = false,
  locked,
  id,
}: MultiSelectProps) {
  const baseId = useId();
  const buttonId = id ?? `${baseId}-button`;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const listId = `${baseId}-list`;
  const errorId = `${baseId}-error`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const chosen = useMemo(() => new Set(selected), [selected]);
  const visible = useMemo(() => options.filter((option) => defaultMatches(option, term)), [options, term]);
  const summaryText = useMemo(() => {
    const byValue = new Map(options.map((option) => [option.value, option]));
    const texts = selected.map((value) => {
      const option = byValue.get(value);
      return option ? summary(option) : value;
    });
    return multiSelectLabel(texts, placeholder);
    // `summary` is a render helper; the texts follow the options and the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, selected, placeholder]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setTerm('');
    if (returnFocus) buttonRef.current?.focus();
  };

  const openList = () => {
    if (disabled) return;
    if (locked) {
      locked.onRequest();
      return;
    }
    const first = options.findIndex((option) => chosen.has(option.value));
    setActive(first === -1 ? 0 : first);
    setTerm('');
    setOpen(true);
  };

  // Focus moves into the pop-up when it opens: the search box, or the list itself.
  useEffect(() => {
    if (!open) return;
    (searchable ? searchRef.current : listRef.current)?.focus();
  }, [open, searchable]);

  // A click outside closes the pop-up.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  // Keep the active option in view while moving with the keyboard.
  useEffect(() => {
    if (!open) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on the stable base id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  const toggle = (value: string) => {
    onChange(chosen.has(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  };

  const selectVisible = () => {
    const add = visible.map((option) => option.value).filter((value) => !chosen.has(value));
    onChange([...selected, ...add]);
  };
  const clearVisible = () => {
    const drop = new Set(visible.map((option) => option.value));
    onChange(selected.filter((value) => !drop.has(value)));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = event.currentTarget === searchRef.current;
    const last = visible.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(last, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(0, index - 1));
        break;
      case 'Home':
      case 'End':
        if (inSearch) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : Math.max(0, last));
        break;
      case 'Enter':
        event.preventDefault();
        if (visible[active]) toggle(visible[active].value);
        break;
      case ' ':
        if (inSearch) return;
        event.preventDefault();
        if (visible[active]) toggle(visible[active].value);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const activeId = open && visible[active] ? optionId(active) : undefined;

  return (
    <Field ref={rootRef}>
      <Label id={labelId} htmlFor={buttonId}>
        {label}
        {locked && <LockIcon aria-hidden="true" />}
      </Label>
      <Trigger
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup={locked ? 'dialog' : 'listbox'}
        aria-expanded={locked ? undefined : open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-locked={locked ? 'true' : undefined}
        title={locked?.title}
        disabled={disabled}
        $invalid={Boolean(error)}
        $open={open}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <Value id={valueId} $placeholder={selected.length === 0 || Boolean(locked)}>
          {loading ? 'Loading...' : locked ? placeholder : summaryText}
        </Value>
        {locked ? <LockIcon /> : <ChevronDownIcon />}
      </Trigger>
      {open && (
        <Popup>
          {searchable && (
            <SearchBox>
              <SearchIcon />
              <input
                ref={searchRef}
                type="search"
                role="combobox"
                aria-label={`Search ${label}`}
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                placeholder={searchPlaceholder ?? `Search ${label.toLowerCase()}...`}
                value={term}
                onChange={(event) => {
                  setTerm(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onListKeyDown}
              />
            </SearchBox>
          )}
          <Actions>
            <SmallButton type="button" onClick={selectVisible} disabled={visible.length === 0}>
              {term ? 'Select shown' : 'Select all'}
            </SmallButton>
            <SmallButton type="button" onClick={clearVisible} disabled={selected.length === 0}>
              {term ? 'Clear shown' : 'Clear'}
            </SmallButton>
            <Count aria-live="polite">{selected.length} selected</Count>
          </Actions>
          <List
            ref={listRef}
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-labelledby={labelId}
            aria-activedescendant={searchable ? undefined : activeId}
            tabIndex={searchable ? -1 : 0}
            onKeyDown={searchable ? undefined : onListKeyDown}
          >
            {visible.map((option, index) => {
              const isChosen = chosen.has(option.value);
              return (
                <Option
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isChosen}
                  $active={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => {
                    setActive(index);
                    toggle(option.value);
                  }}
                >
                  <Check $on={isChosen} aria-hidden="true" />
                  <OptionText>{renderOption ? renderOption(option) : option.label}</OptionText>
                </Option>
              );
            })}
          </List>
          {visible.length === 0 && <Empty>No options match &ldquo;{term}&rdquo;</Empty>}
          <Footer>
            <SmallButton type="button" $primary onClick={() => close(true)}>
              Done
            </SmallButton>
          </Footer>
        </Popup>
      )}
      {hint && !error && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}

const Field = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  font-weight: 600;
  font-size: 0.9rem;
  color: ${theme.colors.text};
  svg {
    color: ${theme.colors.muted};
  }
`;

const Trigger = styled.button<{ $invalid: boolean; $open: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-align: left;
  cursor: pointer;
  ${({ $open, theme }) =>
    $open &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
    `}
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }
  &[data-locked='true'] {
    background: ${theme.colors.background};
    cursor: not-allowed;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  svg {
    flex: none;
    color: ${theme.colors.muted};
  }
`;

const Value = styled.span<{ $placeholder: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.muted : theme.colors.text)};
`;

const Popup = styled.div`
  position: absolute;
  z-index: 30;
  top: calc(100% + 4px);
  left: 0;
  width: max(100%, 22rem);
  max-width: min(32rem, calc(100vw - 1.5rem));
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  box-shadow: 0 12px 32px rgba(15, 23, 42, 0.18);
  ${media.mobile} {
    width: 100%;
    max-width: none;
  }
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0.5rem 0.5rem 0;
  padding: 0 0.6rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  svg {
    flex: none;
    color: ${theme.colors.muted};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 40px;
    border: 0;
    outline: none;
    background: transparent;
  }
  &:focus-within {
    border-color: ${theme.colors.primary};
    box-shadow: 0 0 0 3px ${theme.colors.primaryLight};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.35rem 0.5rem;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Count = styled.span`
  margin-left: auto;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

const SmallButton = styled.button<{ $primary?: boolean }>`
  min-height: 40px;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  border-radius: ${theme.radius};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, $primary }) => ($primary ? theme.colors.primaryDark : theme.colors.primaryLight)};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const List = styled.ul`
  max-height: 18rem;
  margin: 0;
  padding: 0.25rem;
  overflow-y: auto;
  list-style: none;
  overscroll-behavior: contain;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${theme.colors.accent};
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  min-height: 40px;
  padding: 0.5rem 0.6rem;
  border-radius: 6px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primaryLight : 'transparent')};
  &[aria-selected='true'] {
    font-weight: 600;
  }
`;

const Check = styled.span<{ $on: boolean }>`
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: 4px;
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  position: relative;
  &::after {
    content: '';
    display: ${({ $on }) => ($on ? 'block' : 'none')};
    position: absolute;
    left: 4px;
    top: 0px;
    width: 5px;
    height: 10px;
    border: solid ${theme.colors.onPrimary};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;

const OptionText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: 0.92rem;
  line-height: 1.35;
`;

const Empty = styled.p`
  margin: 0;
  padding: 0.75rem;
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0.4rem 0.5rem;
  border-top: 1px solid ${theme.colors.border};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`;
