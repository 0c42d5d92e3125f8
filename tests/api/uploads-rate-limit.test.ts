import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { multipart } from './multipart';
import { photo, uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp(() => ({ UPLOAD_RATE_LIMIT: '3' }));
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let other: Account;

beforeAll(async () => {
  seller = await createAccount(ctx.app);
  other = await createAccount(ctx.app);
});

async function storedFiles(): Promise<number> {
  const entries = await fs.readdir(ctx.config.uploadsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe('the upload rate limit (UPLOAD_RATE_LIMIT images per person per minute)', () => {
  it('refuses images past the limit with the wait, keeps nothing of that upload, and counts per person', async () => {
    await uploadedPhotos(ctx.app, seller, 2);
    const before = await storedFiles();

    // Two more in one upload: the first is within the limit, the second is not; neither stays.
    const form = multipart([
      { filename: 'a.jpg', type: 'image/jpeg', data: await photo(300, 200) },
      { filename: 'b.jpg', type: 'image/jpeg', data: await photo(300, 200) },
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=listing',
      payload: form.payload,
      headers: { ...form.headers, cookie: seller.cookie },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You are uploading images too quickly\. Please wait \d+ seconds and try again\.$/,
    );
    expect(await storedFiles()).toBe(before);

    // The profile picture route counts too.
    const picture = multipart([
      {
        name: 'profileImage',
        filename: 'me.png',
        type: 'image/png',
        data: await photo(300, 300, 'png'),
      },
    ]);
    const refusedPicture = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/profile-image',
      payload: picture.payload,
      headers: { ...picture.headers, cookie: seller.cookie },
    });
    expect(refusedPicture.statusCode).toBe(429);

    // Someone else is not held back.
    expect(await uploadedPhotos(ctx.app, other, 3)).toHaveLength(3);
  });
});
