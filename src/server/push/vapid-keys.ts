import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export type VapidKeys = { publicKey: string; privateKey: string };

const keyFileSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The VAPID key pair pushes are signed with (decision 039): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when given, otherwise a pair made on the first start and kept in DATA_DIR/vapid-keys.json.
 * Browsers' subscriptions are bound to the public key, so it must never change under them: two
 * instances starting at once on a fresh DATA_DIR both end with the pair that reached the file
 * first.
 */
export async function resolveVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  const existing = await readKeys(file);
  if (existing) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: the link fails when the file
  // exists, and nobody ever reads a half-written file.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await fs.writeFile(draft, JSON.stringify(webpush.generateVAPIDKeys()), {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  const kept = await readKeys(file);
  if (!kept) throw new Error(`${file} does not hold a VAPID key pair`);
  return kept;
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = keyFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} does not hold a VAPID key pair`);
  return parsed.data;
}

/**
 * The contact push services are given with each push (the VAPID `sub` claim): web-push takes only
 * a mailto: or an https: URL, so the address of MAIL_FROM.
 */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
