// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './ui/toaster';
import { ShareButton } from './share-button';

/** The browser's share and clipboard, as this test's browser has them (or not). */
function browserWith(api: { share?: unknown; clipboard?: unknown }) {
  vi.stubGlobal('navigator', { ...navigator, ...api });
}

function renderButton() {
  render(
    <>
      <ShareButton title="Nike Air Max 90" path="/listing/abc" />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareButton', () => {
  it('opens the share sheet with the absolute link where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    browserWith({ share, clipboard: { writeText } });
    renderButton();
    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Nike Air Max 90',
        url: `${window.location.origin}/listing/abc`,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as no error', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn();
    browserWith({ share, clipboard: { writeText } });
    renderButton();
    await vi.waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/copy/i)).toBeNull();
  });

  it('copies the link with a toast where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    browserWith({ share: undefined, clipboard: { writeText } });
    renderButton();
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/listing/abc`);
  });

  it('says so, with the link, when the clipboard is refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    browserWith({ share: undefined, clipboard: { writeText } });
    renderButton();
    expect(await screen.findByText('Could not copy the link')).toBeTruthy();
    expect(screen.getByText(new RegExp(`${window.location.origin}/listing/abc`))).toBeTruthy();
  });
});
