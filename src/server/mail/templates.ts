import type { Mail } from './mailer';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function actionMail(to: string, subject: string, intro: string, action: string, url: string): Mail {
  const text = `${intro}\n\n${action}: ${url}\n\nIf you did not ask for this, you can ignore this e-mail.\n\nRotation`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>If you did not ask for this, you can ignore this e-mail.</p><p>Rotation</p>`;
  return { to, subject, text, html };
}

export const mailTemplates = {
  verifyEmail: (to: string, url: string) =>
    actionMail(
      to,
      'Verify your e-mail for Rotation',
      'Welcome to Rotation. Confirm this is your e-mail address to finish creating your account.',
      'Verify your e-mail',
      url,
    ),
  resetPassword: (to: string, url: string) =>
    actionMail(
      to,
      'Reset your Rotation password',
      'Someone asked to reset the password of the Rotation account for this e-mail address.',
      'Choose a new password',
      url,
    ),
  alreadyRegistered: (to: string, url: string) =>
    actionMail(
      to,
      'You already have a Rotation account',
      'Someone tried to sign up to Rotation with this e-mail address, which already has an account. If it was you, sign in instead, or reset your password.',
      'Sign in to Rotation',
      url,
    ),
};
