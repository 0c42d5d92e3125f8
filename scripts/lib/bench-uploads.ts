/**
 * The upload part of `npm run bench`: a signed-in seller uploads a 12-megapixel JPEG with 4
 * uploads in flight at once, while visitors load the home feed; reports per-image latency and
 * the feed's p99 under that load.
 */
import autocannon from 'autocannon';
import sharp from 'sharp';

const CONCURRENT_UPLOADS = 4;
const FEED_CONNECTIONS = 10;

export type UploadBenchResult = {
  images: number;
  imageBytes: number;
  p50: number;
  p95: number;
  feedP99: number;
  feedRequestsPerSecond: number;
  feedNon2xx: number;
};

/** A 4000x3000 JPEG with camera-like noise, so it compresses like a real photo (a few MB). */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#7a8c99',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Signs a fresh seller up on a NODE_ENV=test server (dev outbox) and returns its cookie header. */
export async function signedInCookie(base: string): Promise<string> {
  const email = `bench${Date.now()}@example.com`;
  const password = 'bench password 123';
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = outbox.find((mail) => mail.to === email)?.links[0];
  if (!link) throw new Error('The bench seller got no verification e-mail');
  const verify = new URL(link);
  await fetch(`${base}${verify.pathname}${verify.search}`, { redirect: 'manual' });
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!signin.ok) throw new Error(`The bench seller could not sign in: ${signin.status}`);
  return signin.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function benchUploads(
  base: string,
  durationSeconds: number,
): Promise<UploadBenchResult> {
  const [cookie, jpeg] = await Promise.all([signedInCookie(base), twelveMegapixelJpeg()]);
  const form = () => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'IMG_1234.jpg');
    return data;
  };
  const timings: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  const uploader = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const response = await fetch(`${base}/api/uploads?purpose=listing`, {
        method: 'POST',
        headers: { cookie },
        body: form(),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`Upload answered ${response.status}`);
      timings.push(performance.now() - start);
    }
  };
  const [feed] = await Promise.all([
    autocannon({
      url: `${base}/api/listings`,
      connections: FEED_CONNECTIONS,
      duration: durationSeconds,
    }),
    ...Array.from({ length: CONCURRENT_UPLOADS }, uploader),
  ]);
  timings.sort((a, b) => a - b);
  return {
    images: timings.length,
    imageBytes: jpeg.length,
    p50: Math.round(percentile(timings, 50)),
    p95: Math.round(percentile(timings, 95)),
    feedP99: feed.latency.p99,
    feedRequestsPerSecond: Math.round(feed.requests.average),
    feedNon2xx: feed.non2xx,
  };
}
