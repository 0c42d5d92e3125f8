import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { useTestApp } from './test-app';
import { filePart, listen, paddedJpeg, sendUpload } from './upload-client';

// Four uploads per person at once (the default), and an allowance no round reaches: every refusal
// here is the per-person cap, decided before a byte of the body is read.
const ctx = useTestApp(() => ({ UPLOADS_PER_USER: '4', UPLOAD_RATE_LIMIT: '10000' }));
let base: string;

const MB = 1024 * 1024;
const LISTING = '/api/uploads?purpose=listing';
const PER_USER =
  'You already have 4 uploads in progress. Please wait for one to finish and try again.';

beforeAll(async () => {
  base = await listen(ctx.app);
});

describe('an upload refused before its body is read', () => {
  it('is answered 429 with its sentence, never a broken connection, for 20 rounds of 20 parallel uploads', async () => {
    const seller = await createAccount(ctx.app);
    // A phone photo as a camera makes it (chat and profile images are sent uncompressed).
    const form = filePart(await paddedJpeg(4 * MB));
    const started = Date.now();
    for (let round = 0; round < 20; round += 1) {
      // Each client sends its whole body at once and reads whatever comes back: half on
      // connections kept for more (browsers), half asking to close them (proxies, scripts).
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sendUpload(base, LISTING, seller.cookie, form, i % 2 ? 'close' : 'keep-alive').then(
            (answer) => {
              const { message } = JSON.parse(answer.body) as { message?: string };
              return answer.status === 201 ? 'stored' : `${answer.status} ${message}`;
            },
            (error: NodeJS.ErrnoException) => `broken: ${error.code ?? error.message}`,
          ),
        ),
      );
      const refused = outcomes.filter((outcome) => outcome !== 'stored');
      expect(refused, `round ${round + 1}`).toEqual(
        Array.from({ length: refused.length }, () => `429 ${PER_USER}`),
      );
      expect(outcomes.length - refused.length, `round ${round + 1}`).toBeGreaterThanOrEqual(4);
    }
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 30_000);
});
