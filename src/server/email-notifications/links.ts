import type { EmailGroup } from '@/shared/schemas/email-preferences';
import type { EmailFooter, EmailItem } from './templates';
import { signUnsubscribeToken } from './unsubscribe-token';

export type LinkDeps = { publicUrl: string; secret: string };

/** The footer of an e-mail to this person about these groups (the first one gets the header). */
export function footerFor(
  { publicUrl, secret }: LinkDeps,
  user: { id: string; username: string },
  groups: EmailGroup[],
): EmailFooter {
  const tokens = groups.map((group) => ({
    group,
    token: encodeURIComponent(signUnsubscribeToken(secret, user.id, group)),
  }));
  return {
    unsubscribe: tokens.map(({ group, token }) => ({
      group,
      url: `${publicUrl}/unsubscribe?token=${token}`,
    })),
    oneClickUrl: `${publicUrl}/api/unsubscribe?token=${tokens[0]!.token}`,
    settingsUrl: `${publicUrl}/profile/${encodeURIComponent(user.username)}`,
  };
}

/** Notifications keep paths inside the app; e-mails need them whole. */
export function absoluteItem(publicUrl: string, item: EmailItem): EmailItem {
  return { title: item.title, body: item.body, url: `${publicUrl}${item.url}` };
}
