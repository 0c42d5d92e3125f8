import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/shared/constants';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: number; open: boolean };

/**
 * A tiny store outside React, so any code (a mutation's onError, say) can call toast().
 * docs/product.md, States and Limits: one toast at a time, a new one replaces the old, and a
 * dismissed toast is removed 1,000,000 ms later (Radix has already animated it out by then; removal
 * only frees memory).
 */
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  update([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  update(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => update(toasts.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  // No toast in a page the server draws (its third argument): toasts come from what a person does.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
}
