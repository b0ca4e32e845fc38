import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from 'shared-contracts';

export interface TabItem<K extends string = string> {
  id: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's panel (only the selected panel is rendered). */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist whose tabs move with the arrow keys, Home and End (roving tabindex,
 * automatic activation), and one tabpanel labelled by its tab.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = (id: K) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === -1) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <Panel role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={-1}>
        {children}
      </Panel>
    </div>
  );
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-bottom: 2px solid ${theme.colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-height: 44px;
  margin-bottom: -2px;
  padding: 0 1.1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${theme.colors.muted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primary};
  }
  &[aria-selected='true'] {
    color: ${theme.colors.primary};
    border-bottom-color: ${theme.colors.primary};
  }
  ${media.mobile} {
    padding: 0 0.75rem;
    font-size: 0.9rem;
  }
  /* Phones: the tabs share the width and their labels wrap, so none is hidden off-screen. */
  @media (max-width: 560px) {
    flex: 1 1 0;
    min-width: 0;
    padding: 0.35rem 0.4rem;
    white-space: normal;
    line-height: 1.2;
    text-align: center;
  }
`;

const Panel = styled.div`
  padding-top: 1.25rem;
  &:focus {
    outline: none;
  }
`;
