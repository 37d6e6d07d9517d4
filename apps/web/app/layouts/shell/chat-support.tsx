import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { chatSupportSide, showsChatSupport } from '../../lib/layout/chat-support';
import { useCurrentUser } from '../../lib/session/current-user';
import { userClassOfUser } from '../../lib/session/route-guard';

/** The launcher and its popover (Radix, floating-ui), downloaded only when it is shown. */
const ChatSupportLauncher = lazy(() => import('./chat-support-launcher'));

/**
 * The chat-support launcher: only for managers and recruiters (spec sections 1 and 6), on the
 * left on the messages page. Guests and candidates never download its code.
 */
export const ChatSupport = () => {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!showsChatSupport(userClassOfUser(user))) return null;
  return (
    <Suspense fallback={null}>
      <ChatSupportLauncher side={chatSupportSide(pathname)} />
    </Suspense>
  );
};
