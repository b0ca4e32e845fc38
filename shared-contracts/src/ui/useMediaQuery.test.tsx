import { renderHook } from '@testing-library/react';
import { mockViewportWidth, resetViewport } from '../testing';
import { useIsMobile } from './useMediaQuery';

afterEach(() => resetViewport());

describe('useIsMobile', () => {
  it('is true at 768 px and below', () => {
    mockViewportWidth(768);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });
  it('is false above 768 px', () => {
    mockViewportWidth(769);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
  it('is false where matchMedia does not exist', () => {
    resetViewport();
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });
});
