import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount } from './auth-helpers';
import { multipart } from './multipart';
import { photo, uploadedPhotos } from './photos';
import { useTestApp } from './test-app';
import { filePart, listen, openUpload, paddedJpeg, type Answer } from './upload-client';

// Four uploads per person, six on the instance, and room in the allowance for every test but one.
const ctx = useTestApp(() => ({
  UPLOADS_PER_USER: '4',
  UPLOADS_PER_INSTANCE: '6',
  UPLOAD_RATE_LIMIT: '12',
}));
let base: string;

const MB = 1024 * 1024;
const LISTING = '/api/uploads?purpose=listing';
const PER_USER =
  'You already have 4 uploads in progress. Please wait for one to finish and try again.';

beforeAll(async () => {
  base = await listen(ctx.app);
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

const message = (answer: Answer) => (JSON.parse(answer.body) as { message: string }).message;

describe('uploads in progress at once', () => {
  it('takes 4 of 20 parallel uploads of one person, refuses the rest with 429 at once, and keeps server memory flat', async () => {
    const seller = await createAccount(ctx.app);
    const image = await paddedJpeg(12 * MB);
    const form = filePart(image);
    // Warm up (sharp, the upload path's code) so the baseline is not the first upload's cost.
    const warm = openUpload(base, LISTING, seller.cookie, form, 0);
    warm.finish();
    expect((await warm.answer).status).toBe(201);

    let peakRss = process.memoryUsage().rss;
    const baselineRss = peakRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);
    try {
      // Each sends its first megabyte and holds the rest: the refusals cannot wait for bodies.
      const uploads = Array.from({ length: 20 }, () =>
        openUpload(base, LISTING, seller.cookie, form, MB),
      );
      const answers: (Answer | undefined)[] = [];
      uploads.forEach((upload, i) => void upload.answer.then((answer) => (answers[i] = answer)));
      await vi.waitFor(() => expect(answers.filter(Boolean)).toHaveLength(16), {
        timeout: 20_000,
        interval: 20,
      });
      for (const answer of answers.filter((a): a is Answer => a !== undefined)) {
        expect(answer.status).toBe(429);
        expect(message(answer)).toBe(PER_USER);
      }
      // The four taken receive their whole bodies and are stored.
      const taken = uploads.filter((_, i) => answers[i] === undefined);
      expect(taken).toHaveLength(4);
      for (const upload of taken) upload.finish();
      // The refused send theirs too: read and dropped, never held.
      uploads.filter((_, i) => answers[i] !== undefined).forEach((upload) => upload.finish());
      for (const upload of taken) expect((await upload.answer).status).toBe(201);
    } finally {
      clearInterval(sampler);
    }
    // 240 MB were sent (20 x 12 MB), which the server used to hold at once. What it holds now
    // does not grow with the uploads (25-31 MB here, the test's own client included).
    expect((peakRss - baselineRss) / MB).toBeLessThan(120);
    expect(await filesUnder(ctx.config.uploadTempDir)).toEqual([]);
  });
});

/** Resolves once `count` of `uploads` have been answered, with those answers by index. */
async function answered(uploads: { answer: Promise<Answer> }[], count: number) {
  const answers: (Answer | undefined)[] = [];
  uploads.forEach((upload, i) => void upload.answer.then((answer) => (answers[i] = answer)));
  await vi.waitFor(() => expect(answers.filter(Boolean)).toHaveLength(count), {
    timeout: 20_000,
    interval: 20,
  });
  return answers;
}

/** Resolves once `count` uploads are being received into temporary files. */
async function receiving(count: number) {
  await vi.waitFor(
    async () => expect(await filesUnder(ctx.config.uploadTempDir)).toHaveLength(count),
    { timeout: 20_000, interval: 20 },
  );
}

describe('the instance cap (UPLOADS_PER_INSTANCE)', () => {
  it('refuses the upload past it with 503, Retry-After and a sentence, and takes the others', async () => {
    const [first, second] = [await createAccount(ctx.app), await createAccount(ctx.app)];
    const form = filePart(await paddedJpeg(2 * MB));
    const held = Array.from({ length: 4 }, () => openUpload(base, LISTING, first.cookie, form, MB));
    await receiving(4);
    const more = Array.from({ length: 3 }, () =>
      openUpload(base, LISTING, second.cookie, form, MB),
    );

    const answers = await answered(more, 1);
    const busy = answers.find(Boolean)!;
    expect(busy.status).toBe(503);
    expect(busy.retryAfter).toBe('5');
    expect(message(busy)).toBe(
      'The server is busy with other uploads. Please try again in 5 seconds.',
    );
    // The refused client gives up on the rest of its body.
    more.filter((_, i) => answers[i] !== undefined).forEach((upload) => upload.abort());
    const taken = [...held, ...more.filter((_, i) => answers[i] === undefined)];
    expect(taken).toHaveLength(6);
    for (const upload of taken) upload.finish();
    for (const upload of taken) expect((await upload.answer).status).toBe(201);
  });
});

describe('one guard for every upload route', () => {
  it('counts profile pictures, through either route, against the same 4 uploads of a person', async () => {
    const seller = await createAccount(ctx.app);
    const form = filePart(await paddedJpeg(2 * MB));
    const held = Array.from({ length: 4 }, () =>
      openUpload(base, LISTING, seller.cookie, form, MB),
    );
    await receiving(4);

    const picture = openUpload(
      base,
      '/api/auth/user/profile-image',
      seller.cookie,
      filePart(await paddedJpeg(2 * MB), 'profileImage'),
      MB,
    );
    const pictureAnswer = await picture.answer;
    expect(pictureAnswer.status).toBe(429);
    expect(message(pictureAnswer)).toBe(PER_USER);
    picture.abort();
    const profile = openUpload(base, '/api/uploads?purpose=profile', seller.cookie, form, MB);
    expect((await profile.answer).status).toBe(429);
    profile.abort();

    for (const upload of held) upload.finish();
    for (const upload of held) expect((await upload.answer).status).toBe(201);
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves no temporary file and gives its upload slots back', async () => {
    const seller = await createAccount(ctx.app);
    const form = filePart(await paddedJpeg(4 * MB));
    const uploads = Array.from({ length: 4 }, () =>
      openUpload(base, LISTING, seller.cookie, form, MB),
    );
    await receiving(4);
    for (const upload of uploads) upload.abort();
    await receiving(0);

    // All four slots are free again: four more are taken at once.
    const again = Array.from({ length: 4 }, () =>
      openUpload(base, LISTING, seller.cookie, form, 0),
    );
    for (const upload of again) upload.finish();
    for (const upload of again) expect((await upload.answer).status).toBe(201);
  });
});

describe('the per-minute allowance and the listing photo cap', () => {
  it('refuses an upload past the allowance before reading its body, keeping nothing', async () => {
    const seller = await createAccount(ctx.app);
    await uploadedPhotos(ctx.app, seller, 8);
    await uploadedPhotos(ctx.app, seller, 4);
    const stored = await filesUnder(ctx.config.uploadsDir);

    // Only the first megabyte is ever sent: the answer cannot have waited for the rest.
    const form = filePart(await paddedJpeg(12 * MB));
    const upload = openUpload(base, LISTING, seller.cookie, form, MB);
    const refused = await upload.answer;
    expect(refused.status).toBe(429);
    expect(message(refused)).toMatch(
      /^You are uploading images too quickly\. Please wait \d+ seconds and try again\.$/,
    );
    upload.abort();

    // Charged first: a file over the cap is refused for the allowance, before its size is known.
    const tooLarge = multipart([
      { filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(16 * MB, 1) },
    ]);
    const overCap = await ctx.app.inject({
      method: 'POST',
      url: LISTING,
      payload: tooLarge.payload,
      headers: { ...tooLarge.headers, cookie: seller.cookie },
    });
    expect(overCap.statusCode).toBe(429);

    expect(await filesUnder(ctx.config.uploadsDir)).toEqual(stored);
    expect(await filesUnder(ctx.config.uploadTempDir)).toEqual([]);
  });

  it('refuses a listing photo over 15 MB with its message, keeping nothing', async () => {
    const seller = await createAccount(ctx.app);
    const small = await photo(300, 200);
    const stored = await filesUnder(ctx.config.uploadsDir);
    // The first photo is fine; the second is one byte over the cap and takes the first with it.
    const form = multipart([
      { filename: 'ok.jpg', type: 'image/jpeg', data: small },
      { filename: 'big.jpg', type: 'image/jpeg', data: await paddedJpeg(15 * MB + 1) },
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: LISTING,
      payload: form.payload,
      headers: { ...form.headers, cookie: seller.cookie },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Each image must be at most 15MB' });
    expect(await filesUnder(ctx.config.uploadsDir)).toEqual(stored);
    expect(await filesUnder(ctx.config.uploadTempDir)).toEqual([]);

    // Exactly 15 MB is still a photo.
    const atCap = multipart([
      { filename: 'cap.jpg', type: 'image/jpeg', data: await paddedJpeg(15 * MB) },
    ]);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: LISTING,
      payload: atCap.payload,
      headers: { ...atCap.headers, cookie: seller.cookie },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('an image cut off halfway', () => {
  it('is refused as a client error on both routes, never a 500', async () => {
    const seller = await createAccount(ctx.app);
    const whole = await photo(1200, 900);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    for (const [url, name] of [
      [LISTING, 'file'],
      ['/api/auth/user/profile-image', 'profileImage'],
    ] as const) {
      const form = multipart([{ name, filename: 'cut.jpg', type: 'image/jpeg', data: cut }]);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...form.headers, cookie: seller.cookie },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
    expect(await filesUnder(ctx.config.uploadTempDir)).toEqual([]);
  });
});
