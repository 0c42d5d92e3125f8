/**
 * The upload part of `npm run bench`: a signed-in seller uploads a 12-megapixel JPEG with 4
 * uploads in flight at once, while visitors load the home feed; reports per-image latency and
 * the feed's p99 under that load.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import sharp from 'sharp';
import { COMPRESSION_MAX_SIDE_PX, COMPRESSION_TARGET_MB } from '@/shared/constants';
import { imageWork } from '@/server/uploads/image-work';
import { processPhoto } from '@/server/uploads/listing-photos';
import { percentile } from './bench-report';
import { processCpuMs } from './bench-processes';
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
  /** Server CPU (all threads) per uploaded image, the feed it served meanwhile included. */
  serverCpuMsPerImage?: number;
  /** The bench's own CPU (uploader and feed load) as a share of one core. */
  benchCpuShare: number;
};

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * CONCURRENT_UPLOADS loops that each run `work` again as soon as it is done, until `seconds` have
 * passed, adding each run's duration to `timings`.
 */
function keepInFlight(seconds: number, timings: number[], work: () => Promise<unknown>) {
  const deadline = performance.now() + seconds * 1000;
  return Array.from({ length: CONCURRENT_UPLOADS }, async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      await work();
      timings.push(performance.now() - start);
    }
  });
}

/** Visitors loading the home feed at a steady FEED_RATE for `seconds`. */
function loadFeed(base: string, seconds: number) {
  return autocannon({
    url: `${base}/api/listings`,
    connections: FEED_CONNECTIONS,
    overallRate: FEED_RATE,
    duration: seconds,
  });
}

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
 * What the listing dialog actually sends: the phone-like photo after the browser's compression
 * (longest side COMPRESSION_MAX_SIDE_PX, the best JPEG quality that fits COMPRESSION_TARGET_MB,
 * as browser-image-compression steps its quality down). Reported beside the 12 MP target.
 */
export async function appCompressedJpeg(photo: Buffer): Promise<Buffer> {
  const resized = sharp(photo).resize(COMPRESSION_MAX_SIDE_PX, COMPRESSION_MAX_SIDE_PX, {
    fit: 'inside',
  });
  for (let quality = 95; ; quality -= 5) {
    const jpeg = await resized.clone().jpeg({ quality }).toBuffer();
    if (jpeg.length <= COMPRESSION_TARGET_MB * 1024 * 1024 || quality <= 50) return jpeg;
  }
}

/**
 * Uploads `jpeg` with 4 in flight for `durationSeconds` while visitors load the feed at a steady
 * FEED_RATE (a steady rate measures the feed's latency under the uploads; a saturating load
 * would measure its own queue and steal the CPU the uploads are timed on). Before that, the same
 * uploads run untimed for `warmUpSeconds`, as the feed runs get a warm-up: a server that has
 * only just started is still compiling its upload path.
 */
export async function benchUploads(
  base: string,
  serverPid: number | undefined,
  jpeg: Buffer,
  { warmUpSeconds, durationSeconds }: { warmUpSeconds: number; durationSeconds: number },
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
  const uploaders = (seconds: number, timings: number[]) =>
    keepInFlight(seconds, timings, async () => {
      const status = await upload();
      if (status !== 201) throw new Error(`Upload answered ${status}`);
    });

  await Promise.all(uploaders(warmUpSeconds, []));
  const timings: number[] = [];
  const serverCpuBefore = processCpuMs(serverPid);
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const [feed] = await Promise.all([
    loadFeed(base, durationSeconds),
    ...uploaders(durationSeconds, timings),
  ]);
  const serverCpuAfter = processCpuMs(serverPid);
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const elapsed = performance.now() - started;
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
    serverCpuMsPerImage:
      serverCpuBefore === undefined || serverCpuAfter === undefined
        ? undefined
        : Math.round((serverCpuAfter - serverCpuBefore) / timings.length),
    benchCpuShare: (benchCpu.user + benchCpu.system) / 1000 / elapsed,
  };
}

/**
 * The server's CPU, as a share of one core, serving the feed alone at FEED_RATE: the part of the
 * upload runs' server CPU that is not image work.
 */
export async function feedAloneCpuShare(
  base: string,
  serverPid: number | undefined,
  durationSeconds: number,
): Promise<number | undefined> {
  const before = processCpuMs(serverPid);
  const started = performance.now();
  await loadFeed(base, durationSeconds);
  const after = processCpuMs(serverPid);
  if (before === undefined || after === undefined) return undefined;
  return (after - before) / (performance.now() - started);
}

/**
 * The baseline for the upload runs, in the same run: the server's own image work
 * (`processPhoto` behind the same per-core limit), 4 at once, in this process, with no HTTP,
 * no feed and no storage. What is left between this and the upload run is the request itself.
 */
export async function processingAlone(
  jpeg: Buffer,
  durationSeconds: number,
): Promise<{ images: number; p50: number; p95: number; cpuMsPerImage: number }> {
  const timings: number[] = [];
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    keepInFlight(durationSeconds, timings, () => imageWork(() => processPhoto(jpeg))),
  );
  const cpu = process.cpuUsage(cpuBefore);
  timings.sort((a, b) => a - b);
  return {
    images: timings.length,
    p50: Math.round(percentile(timings, 50)),
    p95: Math.round(percentile(timings, 95)),
    cpuMsPerImage: Math.round((cpu.user + cpu.system) / 1000 / timings.length),
  };
}
