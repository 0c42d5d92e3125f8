/**
 * npm run admin -- grant <username>   |   npm run admin -- revoke <username>
 * Uses the server's own configuration (.env, DATABASE_URL or the embedded database under DATA_DIR;
 * when the server is running, its embedded PostgreSQL is reused).
 */
import { loadProcessConfig } from '@/server/config';
import { connect } from '@/server/db/client';
import { openEmbeddedPostgres } from '@/server/db/embedded';
import { setAdmin } from '@/server/users/service';

const USAGE = 'Usage: npm run admin -- grant <username> | npm run admin -- revoke <username>';

async function main(): Promise<number> {
  const [action, username, ...rest] = process.argv.slice(2);
  if ((action !== 'grant' && action !== 'revoke') || !username || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadProcessConfig();
  const embedded = config.databaseUrl ? undefined : await openEmbeddedPostgres(config.dataDir);
  const db = connect(config.databaseUrl ?? embedded!.url, 1);
  try {
    const name = await setAdmin(db, username, action === 'grant');
    if (!name) {
      console.error(`No user is called ${username}.`);
      return 1;
    }
    console.log(action === 'grant' ? `${name} is now an admin.` : `${name} is no longer an admin.`);
    return 0;
  } finally {
    await db.$client.end();
    await embedded?.stop();
  }
}

process.exit(await main());
