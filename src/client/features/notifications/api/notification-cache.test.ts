import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/schemas/notification';
import {
  addNotification,
  markNotificationsRead,
  notificationList,
  unreadCount,
  type NotificationsData,
} from './notification-cache';

function notification(id: number, readAt: string | null = null): Notification {
  return {
    id,
    kind: 'price_drop',
    createdAt: '2026-11-24T10:00:00.000Z',
    readAt,
    title: `Price drop: Jacket ${id}, now $80.00`,
    body: 'Was $100.00',
    url: `/listings/${id}`,
  };
}

/** Two loaded pages: 5, 4 (unread), 3 (read) | 2 (unread), 1 (read); 5 unread on the server. */
function twoPages(): NotificationsData {
  return {
    pages: [
      {
        notifications: [notification(5), notification(4), notification(3, 'x')],
        nextCursor: 'c',
        unread: 5,
      },
      { notifications: [notification(2), notification(1, 'x')], nextCursor: null, unread: 5 },
    ],
    pageParams: [null, 'c'],
  };
}

const ids = (data: NotificationsData) => notificationList(data).map((item) => item.id);

describe('notification cache', () => {
  it('puts a new notification on top and counts it once, however often it is told', () => {
    const once = addNotification(twoPages(), notification(6));
    const twice = addNotification(once, notification(6));
    expect(ids(twice)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(unreadCount(twice)).toBe(6);
    expect(twice.pages[1]).toBe(once.pages[1]);
  });

  it('replaces one that grew where it is, counting it again when it was read', () => {
    // 1 was read; grown, it is unread again.
    const grown = { ...notification(1), body: '2 new listings: Hoodie and 1 more' };
    const data = addNotification(twoPages(), grown);
    expect(ids(data)).toEqual([5, 4, 3, 2, 1]);
    expect(notificationList(data)[4]).toEqual(grown);
    expect(unreadCount(data)).toBe(6);
    // Told again as it is now: nothing changes.
    expect(addNotification(data, grown)).toBe(data);
  });

  it('does not count a new one that is already read', () => {
    expect(unreadCount(addNotification(twoPages(), notification(6, 'x')))).toBe(5);
  });

  it('marks named ones read, lowering the count by those that were unread', () => {
    const data = markNotificationsRead(twoPages(), [4, 3, 2], 'now');
    expect(notificationList(data).map((item) => item.readAt)).toEqual([
      null,
      'now',
      'x',
      'now',
      'x',
    ]);
    expect(unreadCount(data)).toBe(3);
  });

  it('takes the server’s count when it has one, and 0 after marking all', () => {
    expect(unreadCount(markNotificationsRead(twoPages(), [5], 'now', 2))).toBe(2);
    const all = markNotificationsRead(twoPages(), 'all', 'now');
    expect(unreadCount(all)).toBe(0);
    expect(notificationList(all).every((item) => item.readAt !== null)).toBe(true);
  });

  it('reads 0 and an empty list before anything loaded', () => {
    expect(unreadCount(undefined)).toBe(0);
    expect(notificationList(undefined)).toEqual([]);
  });
});
