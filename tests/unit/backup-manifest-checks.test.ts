import { describe, expect, it } from 'vitest';
import { unsafeEntry } from '../../scripts/lib/backup/manifest-checks';

const users = { name: 'users', columns: ['id', 'email'], file: 'users.copy' };

describe("a restore's check of the archive's names", () => {
  it('accepts the upload keys and table files a backup writes', () => {
    expect(
      unsafeEntry({
        tables: [users, { name: 'wtb_listings', columns: ['id'], file: 'wtb_listings.copy' }],
        uploads: [
          'kZ3pQ8xY2vN7/1733600000000-0a1b2c3d4e5f.webp',
          'kZ3pQ8xY2vN7/1733600000000-0a1b2c3d4e5f-thumb.webp',
          'profiles/kZ3pQ8xY2vN7/1733600000000-0a1b2c3d4e5f.webp',
          'chatimages/7/1733600000000-0a1b2c3d4e5f.webp',
        ],
      }),
    ).toBeNull();
  });

  it.each([
    '../pg/pg_hba.conf',
    'listings/../../pg/pg_hba.conf',
    '/etc/cron.d/rotation',
    'listings\\..\\..\\pg\\pg_hba.conf',
    'C:\\Windows\\x.webp',
    'listings//a.webp',
    'listings/./a.webp',
    '.ssh/authorized_keys',
    'listings/a.webp/',
    'listings/a b.webp',
    'listings/a.webp\0.png',
    'listings/a.webp.tmp',
    '',
  ])('refuses the upload key %j, naming it', (key) => {
    expect(unsafeEntry({ tables: [users], uploads: [key] })).toBe(
      `its upload "${key}" is not a name Rotation gives uploads`,
    );
  });

  it.each([
    ['users', '../../etc/x', 'its table "users" is stored in "../../etc/x", not in "users.copy"'],
    ['users', '/etc/passwd', 'its table "users" is stored in "/etc/passwd", not in "users.copy"'],
    [
      'users',
      'sessions.copy',
      'its table "users" is stored in "sessions.copy", not in "users.copy"',
    ],
    ['../x', '../x.copy', 'its table "../x" is not a Rotation table'],
    [
      'Users"; drop table users; --',
      'x.copy',
      'its table "Users"; drop table users; --" is not a Rotation table',
    ],
  ])('refuses the table %j stored in %j', (name, file, phrase) => {
    expect(unsafeEntry({ tables: [{ name, columns: ['id'], file }], uploads: [] })).toBe(phrase);
  });
});
