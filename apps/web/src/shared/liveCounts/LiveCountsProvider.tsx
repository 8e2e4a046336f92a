import { menuVisibility } from '@alumni/domain';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { notifyError } from '../../api/notifyError.tsx';
import { useSchool } from '../school/useSchool.ts';
import { useViewer } from '../viewer/useViewer.ts';
import { fetchUnreadMessages, fetchValidationCounts } from './countsApi.ts';
import {
  FALLBACK_REFRESH_MS,
  INITIAL_LIVE_COUNTS,
  LIVE_EVENTS,
  liveCountsReducer,
  liveEventsUrl,
  parseEventData,
  streamRetryDelay,
} from './liveCounts.ts';
import type { LiveCountsValue } from './liveCountsContext.ts';
import { LiveCountsContext } from './liveCountsContext.ts';

/**
 * The signed-in user's live counters, once for the whole app (spec 2 §7): opens the stream
 * of `liveEventsUrl` (`VALIDATION_PATHS.stream`) and follows its `validations-init`,
 * `validations`, `message-init` and `message` events. When the stream fails it reads
 * `GET /api/validations/` and the unread messages (`GET /api/conversations/unread/`) every
 * 30 s instead and tries the stream again later (5 s, then doubling up to 5 min). Validation counts are asked for only by those the Validations menu
 * entry is for (spec 2 §6); a 403 on that call is ignored (spec 2 §8).
 */
export function LiveCountsProvider({ children }: { children: ReactNode }) {
  const school = useSchool();
  const { user } = useViewer();
  const userId = user?.id ?? null;
  const validates = user !== null && menuVisibility(user, school).validations;
  const [counts, dispatch] = useReducer(liveCountsReducer, INITIAL_LIVE_COUNTS);
  const [live, setLive] = useState(false);
  // One error shown per run of failed refreshes, not one every 30 s.
  const failing = useRef(false);

  const messaging = user !== null && menuVisibility(user, school).messaging;
  const refreshUnread = useCallback(async () => {
    if (!messaging) return;
    try {
      const { unread } = await fetchUnreadMessages();
      dispatch({ type: 'message-init', data: { unread } });
    } catch {
      // The next refresh, or the stream once back, brings the count: nothing to tell.
    }
  }, [messaging]);
  const refreshUnreadRef = useRef(refreshUnread);
  refreshUnreadRef.current = refreshUnread;

  const refresh = useCallback(async () => {
    if (!validates) return;
    try {
      dispatch({ type: 'validations', data: await fetchValidationCounts() });
      failing.current = false;
    } catch (error) {
      if (isApiError(error) && error.status === 403) return;
      notifyError(error, { hide: failing.current });
      failing.current = true;
    }
  }, [validates]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    dispatch({ type: 'reset' });
    setLive(false);
    if (userId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let failures = 0;

    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const startPolling = () => {
      if (poll !== undefined) return;
      const refreshAll = () => {
        void refreshRef.current();
        void refreshUnreadRef.current();
      };
      refreshAll();
      poll = setInterval(refreshAll, FALLBACK_REFRESH_MS);
    };
    const open = () => {
      const stream = new EventSource(liveEventsUrl(userId), { withCredentials: true });
      source = stream;
      for (const name of LIVE_EVENTS) {
        stream.addEventListener(name, (event) =>
          dispatch({ type: name, data: parseEventData((event as MessageEvent).data) }),
        );
      }
      stream.onopen = () => {
        failures = 0;
        setLive(true);
        stopPolling();
      };
      stream.onerror = () => {
        // The browser would retry on its own only for some failures: take over for all.
        stream.close();
        source = null;
        setLive(false);
        failures += 1;
        startPolling();
        retry = setTimeout(open, streamRetryDelay(failures));
      };
    };
    open();
    return () => {
      source?.close();
      clearTimeout(retry);
      stopPolling();
    };
  }, [userId]);

  const setUnread = useCallback(
    (unread: number) => dispatch({ type: 'message', data: { unread } }),
    [],
  );
  const value = useMemo<LiveCountsValue>(
    () => ({
      validations: validates ? counts.validations : null,
      unread: counts.unread,
      live,
      refresh,
      setUnread,
    }),
    [validates, counts, live, refresh, setUnread],
  );
  return <LiveCountsContext value={value}>{children}</LiveCountsContext>;
}
