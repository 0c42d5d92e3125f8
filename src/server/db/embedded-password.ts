import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The superuser of every embedded cluster. */
export const EMBEDDED_USER = 'rotation';
/** What clusters created before the password file existed were initialised with. */
export const LEGACY_PASSWORD = 'rotation';
const INVALID_PASSWORD = '28P01';

export function passwordFile(dataDir: string): string {
  return path.join(dataDir, 'pg-password');
}

/** The password of the data dir's cluster, or undefined when no file holds one yet. */
export async function readPassword(dataDir: string): Promise<string | undefined> {
  const stored = await fs.readFile(passwordFile(dataDir), 'utf8').catch(() => '');
  return stored.trim() || undefined;
}

/**
 * The data dir's password, made on first use: random, and readable only by the owner of the
 * process (PostgreSQL itself never reads it; initdb and ALTER ROLE are told it).
 */
export async function ensurePassword(dataDir: string): Promise<string> {
  const stored = await readPassword(dataDir);
  if (stored) return stored;
  const password = randomBytes(24).toString('base64url');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(passwordFile(dataDir), `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Connects as the superuser with `password`. A cluster made before the password file existed (or
 * one whose last start stopped between writing the file and changing the role) still has the
 * legacy password: then it connects with that one and moves the role to `password`, so the fixed
 * password stops working from this start on.
 */
export async function connectAsSuperuser(
  options: { port: number; database: string },
  password: string,
): Promise<pg.Client> {
  const connectWith = async (candidate: string) => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: options.port,
      user: EMBEDDED_USER,
      password: candidate,
      database: options.database,
    });
    await client.connect();
    return client;
  };
  try {
    return await connectWith(password);
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
    const client = await connectWith(LEGACY_PASSWORD);
    await client.query(
      `alter role ${client.escapeIdentifier(EMBEDDED_USER)} password ${client.escapeLiteral(password)}`,
    );
    return client;
  }
}
