import { describe, expect, it } from 'vitest';
import { ALERT_BODY_MAX, clip, messageAlert, notificationAlert } from './payload';

const conversationId = '6f1c8f2e-0000-4000-8000-000000000001';

describe('push alert payloads', () => {
  it('names the sender and previews a text message in one line', () => {
    expect(
      messageAlert({
        conversationId,
        type: 'text',
        content: 'Still available?\n\nCan pick up today',
        senderUsername: 'kai',
      }),
    ).toEqual({
      title: 'New message from kai',
      body: 'Still available? Can pick up today',
      url: `/?conversation=${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
  });

  it('says a photo was sent instead of its address', () => {
    const alert = messageAlert({
      conversationId,
      type: 'image',
      content: '',
      senderUsername: 'kai',
    });
    expect(alert.body).toBe('Sent a photo');
  });

  it('cuts a long message to a short preview, never inside a character', () => {
    const body = messageAlert({
      conversationId,
      type: 'text',
      content: '👟'.repeat(500),
      senderUsername: 'kai',
    }).body;
    expect([...body]).toHaveLength(ALERT_BODY_MAX);
    expect(body.endsWith('👟…')).toBe(true);
    expect(clip('short', 10)).toBe('short');
  });

  it('folds a notification about a conversation into its alert, and keeps others apart', () => {
    const url = `/?conversation=${conversationId}`;
    expect(notificationAlert({ id: 7, title: 'Offer: $120.00', body: 'About it', url })).toEqual({
      title: 'Offer: $120.00',
      body: 'About it',
      url,
      tag: `conversation-${conversationId}`,
    });
    expect(notificationAlert({ id: 8, title: 'Match', body: '', url: '/listing/x' }).tag).toBe(
      'notification-8',
    );
  });
});
