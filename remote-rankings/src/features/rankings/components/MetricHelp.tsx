import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from 'shared-contracts';
import { LABELS } from '../model/labels';
import { NIRF_WEIGHTS, type NIRF_METRICS } from '../../../constants';

type Metric = (typeof NIRF_METRICS)[number];

const POPUP_WIDTH = 240;
const GAP = 8;

/**
 * The "?" button beside a metric header and its small popup. The popup lives in a portal with fixed
 * position, so the table's scroll box (and its sticky header) cannot clip it.
 */
export function MetricHelp({ metric }: { metric: Metric }) {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();

  const place = useCallback(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (!rect) return;
    const maxLeft = window.innerWidth - POPUP_WIDTH - GAP;
    const left = Math.max(GAP, Math.min(rect.left + rect.width / 2 - POPUP_WIDTH / 2, maxLeft));
    setPosition({ top: rect.bottom + GAP, left });
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return undefined;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !popupRef.current?.contains(target)) close();
    };
    // Follow the button when the page or the table scrolls, rather than closing under the reader.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, place]);

  return (
    <>
      <HelpButton
        ref={buttonRef}
        type="button"
        aria-label={LABELS.metricHelp(metric.short)}
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        aria-describedby={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        ?
      </HelpButton>
      {open &&
        createPortal(
          <Popup
            ref={popupRef}
            id={popupId}
            role="tooltip"
            style={position ? { top: position.top, left: position.left } : { visibility: 'hidden' }}
          >
            <strong>
              {metric.short}: {metric.title}
            </strong>
            <span>{LABELS.weight(NIRF_WEIGHTS[metric.short])}</span>
          </Popup>,
          document.body,
        )}
    </>
  );
}

const HelpButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.muted};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

const Popup = styled.div`
  position: fixed;
  z-index: 900;
  width: ${POPUP_WIDTH}px;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.text};
  color: ${theme.colors.onPrimary};
  font-size: 0.875rem;
  font-weight: 400;
  line-height: 1.4;
  text-align: left;
  text-transform: none;
  letter-spacing: normal;
  white-space: normal;
  box-shadow: 0 10px 25px rgba(0, 0, 0, 0.2);
  span {
    color: ${theme.colors.border};
  }
`;
