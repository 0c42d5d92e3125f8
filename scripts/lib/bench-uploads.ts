/**
 * The upload part of `npm run bench`: a signed-in seller uploads a 12-megapixel JPEG with 4
 * uploads in flight at once, while visitors load the home feed; reports per-image latency and
 * the feed's p99 under that load.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import sharp from 'sharp';
import { percentile } from './bench-report';
import { signedInCookie } from './http-account';

const CONCURRENT_UPLOADS = 4;
const FEED_CONNECTIONS = 10;
export const FEED_RATE = 200;

export type UploadBenchResult = {
  images: number;
  imageBytes: number;
  p50: number;
  p95: number;
  feedP99: number;
  feedRequestsPerSecond: number;
  feedNon2xx: number;
};

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A 4000x3000 JPEG shaped like a phone photo (about 3 MB): smooth light and shade, a subject
 * with fine texture, and mild sensor noise. Deterministic, so runs compare.
 */
export async function photoLikeJpeg(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const dx = x - WIDTH / 2;
      const dy = y - HEIGHT / 2;
      const subject = (dx * dx) / 1.6e6 + (dy * dy) / 1.1e6 < 1;
      const shade =
        90 +
        60 * Math.sin(x / 370) * Math.cos(y / 290) +
        (subject ? 50 * Math.sin((x + y) / 23) : 0);
      const noise = (random() + random() + random() - 1.5) * 10;
      pixels[i] = shade + 40 + noise;
      pixels[i + 1] = shade + (subject ? -20 : 15) + noise;
      pixels[i + 2] = shade + (subject ? -40 : 30) + noise;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The worst case for the encoders: strong per-pixel noise everywhere (7.3 MB), which no camera
 * produces but which compresses worst. Reported beside the photo, not against the target.
 */
export async function noiseJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#7a8c99',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Uploads `jpeg` with 4 in flight for `durationSeconds` while visitors load the feed at a steady
 * FEED_RATE (a steady rate measures the feed's latency under the uploads; a saturating load
 * would measure its own queue and steal the CPU the uploads are timed on).
 */
export async function benchUploads(
  base: string,
  jpeg: Buffer,
  durationSeconds: number,
): Promise<UploadBenchResult> {
  const cookie = await signedInCookie(base);
  // One multipart body, built once and sent as it is: the bench's own CPU should go to
  // measuring, not to re-encoding 3 MB per request on the two cores the server is timed on.
  const boundary = `----rotationbench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG_1234.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT_UPLOADS });
  const upload = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${base}/api/uploads?purpose=listing`,
        {
          method: 'POST',
          agent,
          headers: {
            cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  const timings: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  const uploader = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      const status = await upload();
      if (status !== 201) throw new Error(`Upload answered ${status}`);
      timings.push(performance.now() - start);
    }
  };
  const [feed] = await Promise.all([
    autocannon({
      url: `${base}/api/listings`,
      connections: FEED_CONNECTIONS,
      overallRate: FEED_RATE,
      duration: durationSeconds,
    }),
    ...Array.from({ length: CONCURRENT_UPLOADS }, uploader),
  ]);
  agent.destroy();
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
