import { describe, expect, it } from 'vitest';
import { conversationStepsMail, stepsWaiting } from './templates';

const footer = {
  unsubscribe: [{ group: 'deals' as const, url: 'https://r.example/unsubscribe?token=t' }],
  oneClickUrl: 'https://r.example/api/unsubscribe?token=t',
  settingsUrl: 'https://r.example/profile/ann',
};
const step = (title: string) => ({ title, body: 'About it.', url: '/?conversation=c' });

describe('the gathered e-mail of a conversation’s steps', () => {
  it('says how many steps wait, lists each, and links to the conversation', () => {
    const mail = conversationStepsMail(
      'ann@example.com',
      {
        steps: [step('Offer: $101.00'), step('Deal proposed at <$120.00>')],
        about: 'Box logo hoodie',
        url: 'https://r.example/?conversation=c',
      },
      footer,
    );
    expect(mail.subject).toBe('2 offer and deal steps wait for you: “Box logo hoodie”');
    expect(mail.text).toContain(
      '2 offer and deal steps wait for you in your conversation about “Box logo hoodie”:\n\n' +
        'Offer: $101.00\nDeal proposed at <$120.00>\n\n' +
        'Open the conversation to answer: https://r.example/?conversation=c',
    );
    expect(mail.html).toContain('<li>Deal proposed at &#60;$120.00&#62;</li>');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe': `<${footer.oneClickUrl}>` });
  });

  it('words one step, and a conversation whose item is gone', () => {
    expect(stepsWaiting(1)).toBe('1 offer or deal step waits');
    const mail = conversationStepsMail(
      'ann@example.com',
      { steps: [step('a'), step('b'), step('c')], about: null, url: 'u' },
      footer,
    );
    expect(mail.subject).toBe('3 offer and deal steps wait for you');
  });
});
