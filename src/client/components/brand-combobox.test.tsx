// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandSuggestions } from '@/shared/schemas/brand';
import { createQueryClient } from '@/client/lib/query-client';
import { BrandCombobox } from './brand-combobox';
import { brandSuggestionsQueryOptions, typedKey } from './brand-suggestions';

const suggestions: Record<string, BrandSuggestions['brands']> = {
  '': [{ name: 'Nike', listings: 5120 }],
  s: [
    { name: 'Supreme', listings: 2048 },
    { name: 'Stüssy', listings: 1234 },
  ],
  st: [
    { name: 'Stüssy', listings: 1234 },
    { name: 'Stone Island', listings: 87 },
    { name: 'Online Ceramics Studio', listings: 3 },
  ],
  sto: [
    { name: 'Stone Island', listings: 87 },
    { name: 'Stoney Clover Lane', listings: 4 },
  ],
};

/** The combobox in a form, with the server's answers already in the cache: no request is made. */
function renderCombobox() {
  const client = createQueryClient();
  for (const [text, brands] of Object.entries(suggestions)) {
    client.setQueryData(brandSuggestionsQueryOptions(text).queryKey, { brands });
  }
  const onSelect = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  function Field() {
    const [value, setValue] = useState('');
    return (
      <form onSubmit={onSubmit}>
        <BrandCombobox label="Brand" value={value} onChange={setValue} onSelect={onSelect} />
      </form>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Field />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Brand' }) as HTMLInputElement;
  return { input, onSelect, onSubmit, user: userEvent.setup() };
}

async function typeAndWaitForList(user: ReturnType<typeof userEvent.setup>, input: HTMLElement) {
  await user.type(input, 'st');
  await screen.findByRole('option', { name: /Stone Island/ });
}

const activeOptionName = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('BrandCombobox', () => {
  it('while the next answer is awaited, offers only the brands that still hold the text', async () => {
    const { input, user } = renderCombobox();
    await typeAndWaitForList(user, input);
    await user.type(input, 'o');
    // Stüssy was suggested for "st" but does not hold "sto": never offered for it, not even briefly.
    expect(screen.queryByRole('option', { name: /Stüssy/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Stone Island/ })).toBeTruthy();
    await screen.findByRole('option', { name: /Stoney Clover Lane/ });
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('narrows by the text with case, accents, spaces and punctuation ignored', () => {
    expect(typedKey(' Stüssy ')).toBe('stussy');
    expect(typedKey('Carhartt W.I.P.')).toBe('carharttwip');
    expect(typedKey('A-COLD-WALL*')).toBe('acoldwall');
    expect(typedKey('Søren Straße')).toBe('sorenstrasse');
  });

  afterEach(cleanup);

  it('suggests brands with their counts in a listbox the input controls', async () => {
    const { input, user } = renderCombobox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await typeAndWaitForList(user, input);

    const listbox = screen.getByRole('listbox', { name: 'Brand: suggestions' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Stüssy· 1,234 available',
      'Stone Island· 87 available',
      'Online Ceramics Studio· 3 available',
    ]);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('moves through the suggestions with ArrowDown and ArrowUp, wrapping at the ends', async () => {
    const { input, user } = renderCombobox();
    await typeAndWaitForList(user, input);

    await user.keyboard('{ArrowDown}');
    expect(activeOptionName(input)).toMatch(/^Stüssy/);
    expect(screen.getByRole('option', { name: /Stüssy/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOptionName(input)).toMatch(/^Online Ceramics Studio/);
    await user.keyboard('{ArrowDown}');
    expect(activeOptionName(input)).toMatch(/^Stüssy/);
    await user.keyboard('{ArrowUp}');
    expect(activeOptionName(input)).toMatch(/^Online Ceramics Studio/);
  });

  it('picks the active suggestion with Enter without submitting the form', async () => {
    const { input, onSelect, onSubmit, user } = renderCombobox();
    await typeAndWaitForList(user, input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(input.value).toBe('Stone Island');
    expect(onSelect).toHaveBeenCalledWith('Stone Island');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('lets Enter submit the form with the typed text when no suggestion is active', async () => {
    const { input, onSelect, onSubmit, user } = renderCombobox();
    await typeAndWaitForList(user, input);
    await user.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
    expect(input.value).toBe('st');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, keeps the text, and tells a dialog around it the key was handled', async () => {
    const { input, user } = renderCombobox();
    const escapeSeenByDialog = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    document.addEventListener('keydown', escapeSeenByDialog, { capture: true });
    await typeAndWaitForList(user, input);
    await user.keyboard('{ArrowDown}{Escape}');

    expect(input.value).toBe('st');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(escapeSeenByDialog).toHaveLastReturnedWith(true);

    // ArrowDown opens the list again; with the list closed, Escape is left to the dialog.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}{Escape}');
    expect(escapeSeenByDialog).toHaveLastReturnedWith(false);
    document.removeEventListener('keydown', escapeSeenByDialog, { capture: true });
  });

  it('picks a suggestion on click, and closes when the focus leaves', async () => {
    const { input, onSelect, user } = renderCombobox();
    await typeAndWaitForList(user, input);
    await user.click(screen.getByRole('option', { name: /Stüssy/ }));
    expect(input.value).toBe('Stüssy');
    expect(onSelect).toHaveBeenCalledWith('Stüssy');
    expect(document.activeElement).toBe(input);

    await user.clear(input);
    await user.type(input, 's');
    await screen.findByRole('option', { name: /Supreme/ });
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
