import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createUser } from '../factories';
import { adminAccount, moderationCalls } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const run = promisify(execFile);

/** Runs the real CLI (`npm run admin -- …`) against this file's database. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: ctx.databaseUrl,
          DATA_DIR: os.tmpdir(),
          NODE_ENV: 'test',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function isAdmin(username: string): Promise<boolean> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${username}` });
  return response.json().isAdmin;
}

describe('npm run admin', () => {
  it('grants and revokes admin rights by username, in any letter case', async () => {
    const user = await createUser(ctx.db, { username: 'ModeratorMia' });
    const grant = await admin('grant', 'moderatormia');
    expect(grant).toMatchObject({ code: 0, stdout: 'ModeratorMia is now an admin.\n' });
    expect(await isAdmin(user.username)).toBe(true);

    const revoke = await admin('revoke', 'ModeratorMia');
    expect(revoke).toMatchObject({ code: 0, stdout: 'ModeratorMia is no longer an admin.\n' });
    expect(await isAdmin(user.username)).toBe(false);
  });

  it('writes each grant and revoke to the audit log, with the command line as the actor', async () => {
    const user = await createUser(ctx.db, { username: 'AuditedAmy' });
    await admin('grant', 'AuditedAmy');
    await admin('revoke', 'AuditedAmy');
    const reader = await adminAccount(ctx);
    const entries = (await moderationCalls(ctx).audit(reader)).filter(
      (entry) => entry.subjectId === user.id,
    );
    expect(entries).toMatchObject([
      {
        actor: null,
        action: 'admin.revoke',
        subjectType: 'user',
        subjectPath: '/profile/AuditedAmy',
        reason: 'From the command line (npm run admin -- revoke)',
      },
      {
        actor: null,
        action: 'admin.grant',
        reason: 'From the command line (npm run admin -- grant)',
      },
    ]);
  });

  it('says so when the user does not exist or the command is wrong', async () => {
    expect(await admin('grant', 'nobodyatall')).toMatchObject({
      code: 1,
      stderr: 'No user is called nobodyatall.\n',
    });
    const usage = await admin('promote', 'someone');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- grant <username>');
  });
});
