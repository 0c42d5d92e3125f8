import { describe, expect, it } from 'vitest';
import { UploadSlots } from './upload-slots';

describe('UploadSlots', () => {
  it('gives one person at most perUser slots at once, and another person theirs', () => {
    const slots = new UploadSlots({ perUser: 2, perInstance: 10 });
    const first = slots.take('ann');
    const second = slots.take('ann');
    expect(first).toHaveProperty('release');
    expect(second).toHaveProperty('release');
    expect(slots.take('ann')).toEqual({ refused: 'user' });
    expect(slots.take('bob')).toHaveProperty('release');
    expect(slots.inProgress('ann')).toBe(2);
    expect(slots.inProgress()).toBe(3);
  });

  it('refuses everyone past perInstance, and frees a slot once however often it is released', () => {
    const slots = new UploadSlots({ perUser: 4, perInstance: 2 });
    const ann = slots.take('ann');
    slots.take('bob');
    expect(slots.take('cat')).toEqual({ refused: 'instance' });
    if (!('release' in ann)) throw new Error('ann should have a slot');
    ann.release();
    ann.release();
    expect(slots.inProgress()).toBe(1);
    expect(slots.inProgress('ann')).toBe(0);
    expect(slots.take('cat')).toHaveProperty('release');
    expect(slots.take('dan')).toEqual({ refused: 'instance' });
  });
});
