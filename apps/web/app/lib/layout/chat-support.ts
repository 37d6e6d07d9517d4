import { can, type UserClass } from '@gradway/domain/permissions';

/** The chat-support launcher is shown only to managers and recruiters (spec sections 1 and 6). */
export const showsChatSupport = (userClass: UserClass): boolean =>
  can(userClass, 'chat_support.show');

/** On the messages page the launcher sits on the left, clear of the message box (spec section 1). */
export const chatSupportSide = (pathname: string): 'left' | 'right' =>
  pathname === '/messages' || pathname.startsWith('/messages/') ? 'left' : 'right';
