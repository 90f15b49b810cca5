import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from '@portal/shared/router';

export interface BlockedLeave {
  proceed: () => void;
  reset: () => void;
}

function BlockNavigation({ allow, onBlocked }: { allow: () => boolean; onBlocked: (leave: BlockedLeave) => void }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !allow() && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search);
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || reported.current === blocker) return;
    reported.current = blocker;
    onBlocked({ proceed: () => blocker.proceed(), reset: () => blocker.reset() });
  }, [blocker, onBlocked]);
  return null;
}

/**
 * While `when`, a move to another page of the portal (bottom bar, quick menu, back button) waits for the
 * owner's answer: `onBlocked` gets the way to go on or to stay. `allow` lets the page's own confirmed
 * leave through. Under a plain router (stories, component tests) there is nothing to block with.
 */
export function LeaveGuard({ when, allow, onBlocked }: { when: boolean; allow: () => boolean; onBlocked: (leave: BlockedLeave) => void }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return when && dataRouter ? <BlockNavigation allow={allow} onBlocked={onBlocked} /> : null;
}
