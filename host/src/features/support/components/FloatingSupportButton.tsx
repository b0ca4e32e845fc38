import styled from 'styled-components';
import { media, theme } from 'shared-contracts';
import { HeartIcon } from 'shared-contracts/ui';
import { useSupportDialog } from '../hooks/supportDialogState';

/** Always-visible way to the support dialog, bottom-right on every page. */
export function FloatingSupportButton() {
  const { open } = useSupportDialog();
  return (
    <Floating type="button" onClick={open} data-testid="floating-support">
      <HeartIcon width={18} height={18} />
      Support
    </Floating>
  );
}

const Floating = styled.button`
  position: fixed;
  right: 1.25rem;
  bottom: 1.25rem;
  z-index: 800;
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  padding: 0.7rem 1.15rem;
  border: 0;
  border-radius: 999px;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-weight: 700;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.22);
  cursor: pointer;
  transition: transform 0.15s ease, box-shadow 0.15s ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 10px 24px rgba(0, 0, 0, 0.25);
  }
  svg {
    fill: currentColor;
  }
  ${media.mobile} {
    right: 0.75rem;
    bottom: 0.75rem;
    padding: 0.6rem 0.95rem;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;
