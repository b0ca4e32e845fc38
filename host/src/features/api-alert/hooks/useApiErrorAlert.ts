import { useCallback, useEffect, useRef, useState } from 'react';
import { API_ERROR_EVENT, globalAlertMessage, type ApiErrorEventDetail } from 'shared-contracts';
import { ERROR_ALERT_DISMISS_MS } from '../../../constants';

/**
 * The global alert's message, set by each `api-error` window event and cleared after
 * ERROR_ALERT_DISMISS_MS or on dismiss. A new event replaces the message and restarts the clock.
 */
export function useApiErrorAlert() {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  useEffect(() => {
    const onApiError = (event: Event) => {
      const detail = (event as CustomEvent<ApiErrorEventDetail | undefined>).detail;
      setMessage(globalAlertMessage(detail ?? { isConnectionError: false, isTimeout: false }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(null), ERROR_ALERT_DISMISS_MS);
    };
    window.addEventListener(API_ERROR_EVENT, onApiError);
    return () => {
      window.removeEventListener(API_ERROR_EVENT, onApiError);
      clearTimeout(timer.current);
    };
  }, []);

  return { message, dismiss };
}
