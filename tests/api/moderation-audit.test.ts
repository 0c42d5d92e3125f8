import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema';
import { AUDIT_PAGE_SIZE, auditPageSchema } from '@/shared/schemas/moderation';
import { createUser } from '../factories';
import { adminAccount, moderationCalls, type Account } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { call } = moderationCalls(ctx);
let admin: Account;

beforeAll(async () => {
  admin = await adminAccount(ctx);
});

describe('GET /api/admin/audit', () => {
  it('pages through every entry, newest first, with the subject while it exists', async () => {
    const subject = await createUser(ctx.db);
    // Written as the actions write them (one row each); more than a page of them.
    const count = AUDIT_PAGE_SIZE + 5;
    await ctx.db.insert(auditLog).values(
      Array.from({ length: count }, (_, index) => ({
        actorId: admin.user.id,
        action: 'user.suspend',
        subjectType: 'user',
        subjectId: index === count - 1 ? subject.id : `gone-${index}`,
        reason: `Entry ${index}`,
      })),
    );

    const first = auditPageSchema.parse((await call('GET', '/api/admin/audit', admin)).json());
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      actor: admin.user.username,
      reason: `Entry ${count - 1}`,
      subjectPath: `/profile/${subject.username}`,
      subjectLabel: subject.username,
    });
    expect(first.entries[1]).toMatchObject({ subjectPath: null, subjectLabel: null });
    const url = `/api/admin/audit?cursor=${first.nextCursor}`;
    const second = auditPageSchema.parse((await call('GET', url, admin)).json());
    expect(second.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(ids).toHaveLength(count);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });
});
