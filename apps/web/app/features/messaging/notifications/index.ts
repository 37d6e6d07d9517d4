/** What other features, layouts and routes use of the notifications (the boundary test holds every other import to this file). */
export { NotificationBell } from './notification-bell';
export { NotificationPreferencesSection } from './notification-preferences';
export {
  listenToStream,
  type StreamListener,
  stopNotifications,
  useStreamLive,
} from './notification-store';
export { NotificationsPage } from './notifications-page';
