import { describe, expect, it } from 'vitest';
import {
  announceLiveNotification,
  listenToLiveNotifications,
  type LiveNotificationNotice,
} from './live-notifications';

describe('live notifications', () => {
  it('reaches every listener until it stops listening', () => {
    const first: LiveNotificationNotice[] = [];
    const second: LiveNotificationNotice[] = [];
    const stopFirst = listenToLiveNotifications((notice) => first.push(notice));
    const stopSecond = listenToLiveNotifications((notice) => second.push(notice));
    announceLiveNotification({ type: 'stream-started' });
    stopFirst();
    announceLiveNotification({ type: 'stream-started' });
    stopSecond();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
  });
});
