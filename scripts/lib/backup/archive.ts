/** The backup archive: a gzipped tar of manifest.json, database/ (COPY files) and uploads/. */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import { migrationsFolder } from '@/server/db/client';

export const ARCHIVE_FORMAT = 'rotation-backup-1';

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.string(),
  /** The `when` of the newest migration the database had (drizzle's journal). */
  schemaLevel: z.number(),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), file: z.string() })),
  /** Upload keys stored under uploads/ (none when images live in S3). */
  uploads: z.array(z.string()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A scratch folder that `run` fills or reads; always removed afterwards. */
export async function withScratch<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-backup-'));
  try {
    return await run(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Owner read and write only: the archive holds every account's password hash and e-mail. */
export const ARCHIVE_MODE = 0o600;

export async function writeArchive(file: string, scratch: string, manifest: Manifest) {
  await fs.writeFile(path.join(scratch, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // Written beside the target, then renamed: a failed backup never leaves half an archive, and an
  // archive already at `file` is replaced by this fresh one rather than rewritten with its mode.
  const partial = `${file}.partial`;
  await fs.rm(partial, { force: true });
  // Created with its mode ('wx': a new file, never one left behind), not chmod-ed after writing:
  // no moment when another user could open it.
  const out = createWriteStream(partial, { flags: 'wx', mode: ARCHIVE_MODE });
  try {
    await pipeline(
      tar.create({ gzip: true, cwd: scratch, portable: true }, [
        'manifest.json',
        'database',
        'uploads',
      ]),
      out,
    );
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** Only plain files and folders come out of an archive: a link could point anywhere. */
const PLAIN_ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/** Unpacks `file` into `scratch` and returns its manifest, or says why it is not a backup. */
export async function readArchive(file: string, scratch: string): Promise<Manifest> {
  await fs.access(file).catch(() => {
    throw new Error(`There is no file ${file}.`);
  });
  const filter = (_: string, entry: object) =>
    'type' in entry && PLAIN_ENTRY_TYPES.has(String(entry.type));
  await tar.extract({ file, cwd: scratch, filter }).catch(() => {
    throw new Error(`${file} is not a Rotation backup (not a .tar.gz archive).`);
  });
  const raw = await fs.readFile(path.join(scratch, 'manifest.json'), 'utf8').catch(() => '');
  const parsed = manifestSchema.safeParse(raw ? JSON.parse(raw) : undefined);
  if (!parsed.success) throw new Error(`${file} is not a Rotation backup (no valid manifest).`);
  return parsed.data;
}

type JournalEntry = { idx: number; when: number; tag: string };

export async function journal(): Promise<JournalEntry[]> {
  const text = await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/**
 * A migrations folder holding only the migrations up to `level`, so a backup loads into the
 * schema it was taken from; the newer ones run after the data is in.
 */
export async function migrationsUpTo(level: number, scratch: string): Promise<string> {
  const folder = path.join(scratch, 'migrations');
  await fs.mkdir(path.join(folder, 'meta'), { recursive: true });
  const entries = (await journal()).filter((entry) => entry.when <= level);
  for (const entry of entries) {
    await fs.copyFile(
      path.join(migrationsFolder, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  await fs.writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}
