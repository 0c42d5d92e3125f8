import { describe, expect, it } from 'vitest';
import { applicationServerKey, deviceAlertsStatus, type DeviceAlertsFacts } from './device-alerts';

const subscribed: DeviceAlertsFacts = {
  supported: true,
  permission: 'granted',
  subscribed: true,
  subscribedByThisAccount: true,
};

describe('deviceAlertsStatus', () => {
  it('is on when this account subscribed this browser and alerts are allowed', () => {
    expect(deviceAlertsStatus(subscribed)).toBe('on');
  });

  it('is unsupported without a service worker or the Push API, whatever else holds', () => {
    expect(deviceAlertsStatus({ ...subscribed, supported: false })).toBe('unsupported');
  });

  it('is blocked when the site may not show notifications', () => {
    expect(deviceAlertsStatus({ ...subscribed, permission: 'denied' })).toBe('blocked');
    expect(deviceAlertsStatus({ ...subscribed, subscribed: false, permission: 'denied' })).toBe(
      'blocked',
    );
  });

  it('is off with no subscription, one of another account, or permission not yet asked', () => {
    expect(deviceAlertsStatus({ ...subscribed, subscribed: false })).toBe('off');
    expect(deviceAlertsStatus({ ...subscribed, subscribedByThisAccount: false })).toBe('off');
    expect(deviceAlertsStatus({ ...subscribed, permission: 'default' })).toBe('off');
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding into the key bytes', () => {
    const bytes = Uint8Array.from([251, 255, 0, 1, 62, 63, 4]);
    const base64url = Buffer.from(bytes).toString('base64url');
    expect(base64url).toMatch(/[-_]/);
    expect(applicationServerKey(base64url)).toEqual(bytes);
  });
});
