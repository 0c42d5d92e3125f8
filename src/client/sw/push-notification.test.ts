import { describe, expect, it } from 'vitest';
import { ALERT_ICON, alertFromPush, appUrl, pushJson } from './push-notification';

const ORIGIN = 'https://rotation.example';

describe('alertFromPush', () => {
  it('shows the payload as an alert that opens its page and folds alerts of the same tag', () => {
    const alert = alertFromPush(
      { title: 'New message from ana', body: 'Is it still available?', url: '/?chat=7', tag: 'c7' },
      ORIGIN,
    );
    expect(alert).toEqual({
      title: 'New message from ana',
      options: {
        body: 'Is it still available?',
        icon: ALERT_ICON,
        tag: 'c7',
        renotify: true,
        data: { url: 'https://rotation.example/?chat=7' },
      },
    });
  });

  it('shows a generic alert that opens the notifications page when the payload does not parse', () => {
    for (const data of [undefined, 'text', { title: 'Only a title' }, null]) {
      const alert = alertFromPush(data, ORIGIN);
      expect(alert.title).toBe('Rotation');
      expect(alert.options.body).toBe('You have something new on Rotation.');
      expect(alert.options.data.url).toBe('https://rotation.example/notifications');
    }
  });
});

describe('appUrl', () => {
  it('resolves a path inside the app', () => {
    expect(appUrl('/listing/5', ORIGIN)).toBe('https://rotation.example/listing/5');
  });

  it('opens the home page instead of another site or a script URL', () => {
    expect(appUrl('https://evil.example/x', ORIGIN)).toBe('https://rotation.example/');
    expect(appUrl('//evil.example/x', ORIGIN)).toBe('https://rotation.example/');
    expect(appUrl('javascript:alert(1)', ORIGIN)).toBe('https://rotation.example/');
  });
});

describe('pushJson', () => {
  it('reads the JSON, or nothing when there is none or it is not JSON', () => {
    expect(pushJson(() => ({ a: 1 }))).toEqual({ a: 1 });
    expect(pushJson(undefined)).toBeUndefined();
    expect(
      pushJson(() => {
        throw new SyntaxError('Unexpected token');
      }),
    ).toBeUndefined();
  });
});
