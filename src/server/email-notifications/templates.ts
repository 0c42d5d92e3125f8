import { EMAIL_GROUP_LABELS, type EmailGroup } from '@/shared/schemas/email-preferences';
import type { Mail } from '@/server/mail/mailer';
import { escapeHtml } from '@/server/mail/templates';

export type EmailItem = { title: string; body: string; url: string };

/** Where the e-mail's footer points: each group's unsubscribe page, and the person's settings. */
export type EmailFooter = {
  unsubscribe: { group: EmailGroup; url: string }[];
  /** The RFC 8058 one-click address of the first group (POST, no page). */
  oneClickUrl: string;
  settingsUrl: string;
};

function footerText({ unsubscribe, settingsUrl }: EmailFooter): string {
  return [
    ...unsubscribe.map(
      ({ group, url }) => `Unsubscribe from ${EMAIL_GROUP_LABELS[group]} e-mails: ${url}`,
    ),
    `E-mail settings (Profile Settings on your profile): ${settingsUrl}`,
  ].join('\n');
}

function footerHtml({ unsubscribe, settingsUrl }: EmailFooter): string {
  const links = unsubscribe.map(
    ({ group, url }) =>
      `<a href="${escapeHtml(url)}">Unsubscribe from ${escapeHtml(EMAIL_GROUP_LABELS[group])} e-mails</a>`,
  );
  return `<p style="color:#71717a;font-size:12px">${[...links, `<a href="${escapeHtml(settingsUrl)}">E-mail settings</a>`].join(' · ')}</p>`;
}

/** RFC 8058: mail clients show an unsubscribe button that POSTs to the one-click URL. */
function unsubscribeHeaders({ oneClickUrl }: EmailFooter): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function itemText(item: EmailItem): string {
  return `${item.title}\n${item.body}\n${item.url}`;
}

function itemHtml(item: EmailItem): string {
  return (
    `<p><a href="${escapeHtml(item.url)}"><strong>${escapeHtml(item.title)}</strong></a><br>` +
    `${escapeHtml(item.body)}</p>`
  );
}

/** One notification, sent as it happens (docs/product.md, E-mail). */
export function notificationMail(to: string, item: EmailItem, footer: EmailFooter): Mail {
  return {
    to,
    subject: item.title,
    text: `${itemText(item)}\n\nRotation\n\n${footerText(footer)}`,
    html: `${itemHtml(item)}<p>Rotation</p>${footerHtml(footer)}`,
    headers: unsubscribeHeaders(footer),
  };
}

/** The daily digest: every notification of the daily groups since the last one, oldest first. */
export function digestMail(to: string, items: EmailItem[], footer: EmailFooter): Mail {
  const count = items.length === 1 ? '1 new notification' : `${items.length} new notifications`;
  return {
    to,
    subject: `Your Rotation digest: ${count}`,
    text: `${count} since your last digest:\n\n${items.map(itemText).join('\n\n')}\n\nRotation\n\n${footerText(footer)}`,
    html: `<p>${count} since your last digest:</p>${items.map(itemHtml).join('')}<p>Rotation</p>${footerHtml(footer)}`,
    headers: unsubscribeHeaders(footer),
  };
}

/** What a gathered e-mail about one conversation says: its steps, its subject and its link. */
export type ConversationSteps = { steps: EmailItem[]; about: string | null; url: string };

/** "2 offer and deal steps wait" (one step is e-mailed as its own notification). */
export function stepsWaiting(count: number): string {
  return count === 1 ? '1 offer or deal step waits' : `${count} offer and deal steps wait`;
}

/**
 * Offer and deal steps of one conversation gathered into one e-mail (docs/product.md, E-mail):
 * how many wait, each one's summary, and the conversation's link.
 */
export function conversationStepsMail(
  to: string,
  { steps, about, url }: ConversationSteps,
  footer: EmailFooter,
): Mail {
  const where = about ? `your conversation about “${about}”` : 'a conversation';
  const intro = `${stepsWaiting(steps.length)} for you in ${where}:`;
  return {
    to,
    subject: about
      ? `${stepsWaiting(steps.length)} for you: “${about}”`
      : `${stepsWaiting(steps.length)} for you`,
    text:
      `${intro}\n\n${steps.map((step) => step.title).join('\n')}\n\n` +
      `Open the conversation to answer: ${url}\n\nRotation\n\n${footerText(footer)}`,
    html:
      `<p>${escapeHtml(intro)}</p><ul>${steps.map((step) => `<li>${escapeHtml(step.title)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(url)}">Open the conversation to answer</a></p><p>Rotation</p>${footerHtml(footer)}`,
    headers: unsubscribeHeaders(footer),
  };
}
