import { EMAIL_GROUP_LABELS, type EmailGroup } from '@/shared/schemas/email-preferences';
import { escapeHtml } from '@/server/mail/templates';

/** A small page of its own: it must work from any mail client, signed in or not, without script. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Rotation</title>
</head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#18181b">
<p style="font-weight:700;font-size:1.25rem">Rotation</p>
<main>
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const settingsHint =
  '<p>You can change your e-mail settings any time in Profile Settings on your profile. <a href="/">Go to Rotation</a></p>';

export function confirmPage(group: EmailGroup, token: string): string {
  const label = EMAIL_GROUP_LABELS[group];
  return page(
    'Unsubscribe',
    `<p>Stop e-mails about ${escapeHtml(label)}? You will still see these notifications in the app.</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit" style="font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#18181b;color:#fff;cursor:pointer">Unsubscribe</button>
</form>
${settingsHint}`,
  );
}

export function donePage(group: EmailGroup): string {
  return page(
    'You are unsubscribed',
    `<p>You will get no more e-mails about ${escapeHtml(EMAIL_GROUP_LABELS[group])}.</p>${settingsHint}`,
  );
}

export function invalidLinkPage(): string {
  return page(
    'This link is not valid',
    `<p>${escapeHtml(INVALID_UNSUBSCRIBE_LINK)} Nothing was changed.</p>${settingsHint}`,
  );
}

/** docs/product.md, Error catalogue. */
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid or has expired. Use the link in a newer e-mail, or change your e-mail settings in Profile Settings.';
