import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { media, theme } from '../theme';
import { CloseIcon } from './icons';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown at the bottom, in reading order (the first one gets focus). */
  actions?: ReactNode;
  /**
   * compact (default): a small box for a question and its buttons. panel: a wide box for longer content,
   * its title in a sticky head with a Close button, and a sheet from the bottom on phones.
   */
  layout?: 'compact' | 'panel';
}

/**
 * A modal dialog in a portal: focus moves in and is kept inside, Escape and a backdrop click close it,
 * the page behind does not scroll, and focus goes back where it was on close.
 */
export function Modal({ open, title, onClose, children, actions, layout = 'compact' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open/close effect (which would steal focus again).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const focusables = () => Array.from(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (focusables()[0] ?? dialog)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  const panel = layout === 'panel';
  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      $panel={panel}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $panel={panel}>
        {panel ? (
          <PanelHead>
            <h2 id={titleId}>{title}</h2>
            <CloseButton type="button" onClick={onClose} aria-label="Close">
              <CloseIcon width={20} height={20} />
            </CloseButton>
          </PanelHead>
        ) : (
          <Title id={titleId}>{title}</Title>
        )}
        {panel ? <PanelBody>{children}</PanelBody> : <Body>{children}</Body>}
        {actions && <Actions>{actions}</Actions>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div<{ $panel: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(17, 24, 39, 0.55);
  ${({ $panel }) =>
    $panel &&
    css`
      z-index: 900;
      ${media.mobile} {
        align-items: flex-end;
        padding: 0.5rem;
      }
    `}
`;

const compactBox = css`
  width: min(26rem, 100%);
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: 12px;
  box-shadow: 0 20px 45px rgba(0, 0, 0, 0.25);
  ${media.mobile} {
    padding: 1.25rem;
  }
`;

const panelBox = css`
  width: 100%;
  max-width: 620px;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  border-radius: 14px;
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.3);
  ${media.mobile} {
    max-height: calc(100vh - 1rem);
    border-radius: 14px 14px 10px 10px;
  }
`;

const Dialog = styled.div<{ $panel: boolean }>`
  background: ${theme.colors.surface};
  ${({ $panel }) => ($panel ? panelBox : compactBox)}
  /* Focusable only so focus can rest in it; no ring for that. */
  &:focus {
    outline: none;
  }
`;

const PanelHead = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.2rem;
    color: ${theme.colors.text};
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.muted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
    color: ${theme.colors.text};
  }
`;

const PanelBody = styled.div`
  padding: 1.25rem;
`;

const Title = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
`;

const Body = styled.div`
  color: ${theme.colors.muted};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
  ${media.mobile} {
    > * {
      flex: 1;
    }
  }
`;
