import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { USERNAME_RULES } from '@/shared/schemas/user';
import { createListing, uniqueToken } from '../factories';
import { createAccount } from './auth-helpers';
import { multipart } from './multipart';
import { photoWithGps } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();

function patchUsername(cookie: string, username: unknown) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/auth/user',
    headers: { cookie },
    payload: { username },
  });
}

function uploadPicture(cookie: string, form: ReturnType<typeof multipart>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/profile-image',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
}

describe('PATCH /api/auth/user (username)', () => {
  it('gives each username rule message followed by the rules (docs/product.md, Usernames)', async () => {
    const account = await createAccount(ctx.app);
    const cases: [unknown, string][] = [
      ['', 'Username cannot be empty'],
      ['no spaces', 'Username can only contain letters and numbers'],
      ['ab', 'Username must be at least 3 characters long'],
      ['a'.repeat(21), 'Username must be 20 characters or less'],
    ];
    for (const [username, message] of cases) {
      const response = await patchUsername(account.cookie, username);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${message}. ${USERNAME_RULES}` });
    }
    const same = await patchUsername(account.cookie, account.user.username);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: 'Username is already set to this value.' });
  });

  it('takes the first choice after sign-up without a lock; the next change starts the 7 days', async () => {
    const account = await createAccount(ctx.app);
    expect(account.user).toMatchObject({ usernameChosen: false, usernameLastChanged: null });
    const chosen = await patchUsername(account.cookie, `Chosen${uniqueToken()}`.slice(0, 20));
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().username_last_changed).toBeNull();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(me.json()).toMatchObject({ usernameChosen: true, usernameLastChanged: null });

    const oldName = chosen.json().username;
    const newName = `Renamed${uniqueToken()}`.slice(0, 20);
    await createListing(ctx.db, account.user.id);

    const response = await patchUsername(account.cookie, newName);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: 'Username updated successfully!', username: newName });
    expect(Date.now() - new Date(body.username_last_changed).getTime()).toBeLessThan(60_000);

    const oldProfile = await ctx.app.inject({ method: 'GET', url: `/api/users/${oldName}` });
    expect(oldProfile.statusCode).toBe(404);
    const newProfile = await ctx.app.inject({ method: 'GET', url: `/api/users/${newName}` });
    expect(newProfile.statusCode).toBe(200);
    expect(newProfile.json().activeListingCount).toBe(1);

    const again = await patchUsername(account.cookie, `Again${uniqueToken()}`.slice(0, 20));
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^You can change your username once every 7 days\. Your next change is possible on \w+ \d+, \d{4}/,
    );

    // Eight days later the lock is gone.
    await ctx.db
      .update(users)
      .set({ usernameLastChanged: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(users.id, account.user.id));
    expect(
      (await patchUsername(account.cookie, `Later${uniqueToken()}`.slice(0, 20))).statusCode,
    ).toBe(200);
  });

  it('refuses a username someone else has, in any letter case', async () => {
    const first = await createAccount(ctx.app);
    const second = await createAccount(ctx.app);
    const response = await patchUsername(second.cookie, first.user.username.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This username is already taken. Please choose another one.',
    });
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { username: 'abc' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/user/profile-image', () => {
  it('stores an uploaded PNG as a 400x400 circular PNG and sets it on the profile', async () => {
    const account = await createAccount(ctx.app);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#d33' },
    })
      .png()
      .toBuffer();
    const form = multipart([
      { name: 'profileImage', filename: 'me.png', type: 'image/png', data: png },
    ]);
    const response = await uploadPicture(account.cookie, form);
    expect(response.statusCode, response.body).toBe(200);
    const { profileImageUrl, user } = response.json();
    expect(profileImageUrl).toMatch(
      new RegExp(`^/uploads/profiles/${account.user.id}/profile-\\d+\\.png$`),
    );
    expect(user.profileImageUrl).toBe(profileImageUrl);

    const stored = await ctx.app.inject({ method: 'GET', url: profileImageUrl });
    expect(stored.statusCode).toBe(200);
    const image = sharp(stored.rawPayload);
    const metadata = await image.metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 400, height: 400, hasAlpha: true });
    // Circular: the corners are transparent, the centre is the picture.
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(2, 2)).toBe(0);
    expect(alphaAt(200, 200)).toBe(255);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${account.user.username}`,
    });
    expect(profile.json().profileImageUrl).toBe(profileImageUrl);
  });

  it('refuses a file that only claims to be an image', async () => {
    const account = await createAccount(ctx.app);
    const form = multipart([
      {
        name: 'profileImage',
        filename: 'photo.png',
        type: 'image/png',
        data: Buffer.from('#!/bin/sh\necho not an image\n'),
      },
    ]);
    const response = await uploadPicture(account.cookie, form);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'This file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.',
    );
  });

  it('stores a JPEG carrying GPS EXIF without any metadata', async () => {
    const account = await createAccount(ctx.app);
    const jpeg = await photoWithGps(500, 500);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const form = multipart([
      { name: 'profileImage', filename: 'home.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const response = await uploadPicture(account.cookie, form);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await ctx.app.inject({ method: 'GET', url: response.json().profileImageUrl });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('accepts only URLs of images this server stored for this user', async () => {
    const owner = await createAccount(ctx.app);
    const other = await createAccount(ctx.app);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = multipart([
      { name: 'profileImage', filename: 'a.png', type: 'image/png', data: png },
    ]);
    const uploaded = await uploadPicture(owner.cookie, form);
    const ownUrl = uploaded.json().profileImageUrl as string;

    for (const profileImageUrl of [
      ownUrl,
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/uploads/../etc/passwd',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/profile-image',
        headers: { cookie: other.cookie },
        payload: { profileImageUrl },
      });
      expect(response.statusCode, profileImageUrl).toBe(400);
      expect(response.json()).toEqual({
        message: 'profileImageUrl must be an image you uploaded to Rotation',
      });
    }
    const reuse = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/profile-image',
      headers: { cookie: owner.cookie },
      payload: { profileImageUrl: ownUrl },
    });
    expect(reuse.statusCode).toBe(200);
  });

  it('refuses pictures over 10 MB and visitors', async () => {
    const account = await createAccount(ctx.app);
    const form = multipart([
      {
        name: 'profileImage',
        filename: 'big.png',
        type: 'image/png',
        data: Buffer.alloc(10 * 1024 * 1024 + 10, 1),
      },
    ]);
    const big = await uploadPicture(account.cookie, form);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Please select an image smaller than 10MB' });
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/profile-image',
      payload: { profileImageUrl: '/uploads/x.png' },
    });
    expect(visitor.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.profileImageUrl).toBeNull();
  });

  it('answers a broken multipart body with 400, not 500', async () => {
    const account = await createAccount(ctx.app);
    const form = multipart([
      { name: 'profileImage', filename: 'a.png', type: 'image/png', data: Buffer.from('abc') },
    ]);
    const response = await uploadPicture(account.cookie, {
      ...form,
      payload: form.payload.subarray(0, form.payload.length - 20),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The upload could not be read. Please try again.' });
  });
});
