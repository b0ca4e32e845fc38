import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { fieldControlStyle, LockIcon } from 'shared-contracts/ui';

/** A responsive grid of form fields: several columns on desktop, two at 768 px, one on phones. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: 1rem 1.1rem;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.85rem;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A FormGrid cell for fields with long values: two columns where there is room. */
export const WideField = styled.div`
  grid-column: span 2;
  min-width: 0;
  @media (max-width: 480px) {
    grid-column: auto;
  }
`;

/** The submit row under a FormGrid: right-aligned, full-width button on phones. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
  ${media.mobile} {
    button {
      width: 100%;
    }
  }
`;

export interface LockedControlProps {
  /** Text shown inside, e.g. "Login to filter by branch". */
  text: string;
  onClick: () => void;
  id?: string;
  'aria-describedby'?: string;
}

/**
 * A control that is locked for guests: it looks like a disabled field with a lock, but stays a working
 * button so choosing it can explain why (the Feature Locked prompt). Use inside a compact FormField.
 */
export function LockedControl({ text, onClick, ...rest }: LockedControlProps) {
  return (
    <LockedButton type="button" aria-haspopup="dialog" data-locked="true" data-density="compact" onClick={onClick} {...rest}>
      <span>{text}</span>
      <LockIcon />
    </LockedButton>
  );
}

const LockedButton = styled.button`
  ${fieldControlStyle}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  border-style: dashed;
  background: ${theme.colors.background};
  color: ${theme.colors.muted};
  text-align: left;
  cursor: pointer;
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;
