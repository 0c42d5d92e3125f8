import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureMessage, toastFailure } from './mutation-toasts';
import { ApiError } from './request';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: vi.fn() }));

const bumpRefusal =
  'You can bump a WTB listing once every 24 hours. You can bump this one again in 5h 12m.';

describe('failureMessage', () => {
  it("shows the server's message without its status prefix", () => {
    const error = new ApiError(429, `429: {"message":"${bumpRefusal}"}`, bumpRefusal);
    expect(failureMessage(error, 'Failed to bump WTB listing')).toBe(bumpRefusal);
  });

  it('falls back when the server sent no message, or the call never reached it', () => {
    const gateway = new ApiError(502, '502: <html>Bad Gateway</html>', null);
    expect(failureMessage(gateway, 'Failed to bump WTB listing')).toBe(
      'Failed to bump WTB listing',
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'Failed to mark as fulfilled')).toBe(
      'Failed to mark as fulfilled',
    );
  });
});

describe('toastFailure', () => {
  afterEach(() => vi.mocked(toast).mockClear());

  it('shows an Error toast', () => {
    toastFailure(new ApiError(409, '409: x', 'This WTB listing is already marked as found'), 'F');
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error',
      description: 'This WTB listing is already marked as found',
    });
  });

  it('leaves a 401 to the Unauthorized toast', () => {
    toastFailure(new ApiError(401, '401: Unauthorized', 'Unauthorized'), 'F');
    expect(toast).not.toHaveBeenCalled();
  });
});
