import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageViewPayload } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { SITE_NAME } from '../../seo';
import { sendPageView } from '../api/sendPageView';

// The API refuses longer values; trimming keeps an odd URL from costing the page view.
const MAX_PATH_LENGTH = 2048;
const MAX_TEXT_LENGTH = 512;
/** How long to wait for a section that is still loading to set its own title. */
export const TITLE_WAIT_MS = 3000;

/**
 * Sends a page view to the API's first-party analytics on every route change, with the page's own title:
 * it waits a frame (the page's <Head> has written the title by then) and, while the title is still the bare site name (a
 * federated section still loading), for the title to change, at most TITLE_WAIT_MS. Views go out as
 * beacons (sendPageView) and failures are ignored: analytics must never bother the reader. Within the app, the
 * referrer of a view is the previous page.
 */
export function usePageViews(): void {
  const { apiBaseUrl } = useShell().config;
  const { pathname, search } = useLocation();
  const previousUrl = useRef<string | null>(null);

  useEffect(() => {
    const path = `${pathname}${search}`;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = `${window.location.origin}${path}`;

    let sent = false;
    let waitingForTitle = false;
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const send = () => {
      if (sent) return;
      sent = true;
      observer?.disconnect();
      clearTimeout(timer);
      const payload: PageViewPayload = {
        path: path.slice(0, MAX_PATH_LENGTH),
        title: document.title.slice(0, MAX_TEXT_LENGTH),
        referrer: referrer.slice(0, MAX_TEXT_LENGTH),
      };
      sendPageView(apiBaseUrl, payload);
    };

    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (document.title !== SITE_NAME) return send();
        waitingForTitle = true;
        observer = new MutationObserver(() => {
          if (document.title !== SITE_NAME) send();
        });
        observer.observe(document.head, { subtree: true, childList: true, characterData: true });
        timer = setTimeout(send, TITLE_WAIT_MS);
      }, 0);
    });

    return () => {
      cancelAnimationFrame(frame);
      // Leaving within the first frame is a redirect, not a view; leaving a page still loading still counts.
      if (waitingForTitle) send();
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [apiBaseUrl, pathname, search]);
}
