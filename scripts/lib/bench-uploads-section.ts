/**
 * The uploads section of the bench: 12 MP uploads, 4 at once, with the feed loaded meanwhile (a
 * phone-like photo, the worst case, and the photo as the listing dialog sends it), the image work
 * alone for comparison, and the server's memory under 20 uploads at once by one person.
 */
import { benchUploadMemory } from './bench-upload-memory';
import {
  appCompressedJpeg,
  benchUploads,
  FEED_RATE,
  feedAloneCpuShare,
  noiseJpeg,
  photoLikeJpeg,
  processingAlone,
} from './bench-uploads';
import { WARM_UP_SECONDS, type Options } from './bench-options';
import { startServer, type ServerEnv } from './bench-servers';

/** Each upload of the memory line: the phone-like photo padded to just under the 15 MB cap. */
const MEMORY_UPLOAD_BYTES = 14 * 1024 * 1024;
const MEMORY_ROUNDS = 5;

export async function uploadsSection(serverEnv: ServerEnv, options: Options): Promise<string> {
  // A NODE_ENV=test server: its dev outbox lets the bench sign a seller up.
  const server = await startServer('server (uploads)', {
    ...serverEnv,
    NODE_ENV: 'test',
    SMTP_URL: '',
    FEED_CACHE_MS: '2000',
    // One seller uploads about 10 images a second here, far past a person's allowance.
    UPLOAD_RATE_LIMIT: '100000',
  });
  const { base } = server;
  const pid = server.child.process.pid;
  const report = [
    `Uploads (targets: p95 < 400 ms per image with 4 at once; GET /api/listings p99 < 100 ms meanwhile, ` +
      `loaded at ${FEED_RATE} req/s):`,
  ];
  const feedShare = await feedAloneCpuShare(base, pid, WARM_UP_SECONDS * 2);
  const photo = await photoLikeJpeg();
  const images: [string, Buffer][] = [
    ['phone-like photo, 12 MP JPEG', photo],
    ['worst case, per-pixel noise, 12 MP JPEG', await noiseJpeg()],
    ['the same photo as the listing dialog sends it, 1800 px JPEG', await appCompressedJpeg(photo)],
  ];
  for (const [name, jpeg] of images) {
    const result = await benchUploads(base, pid, jpeg, {
      warmUpSeconds: WARM_UP_SECONDS,
      durationSeconds: options.duration,
    });
    const cpu =
      result.serverCpuMsPerImage === undefined
        ? ''
        : `; server CPU ${result.serverCpuMsPerImage} ms per image (feed included)`;
    const line =
      `  ${name} (${(jpeg.length / 1e6).toFixed(1)} MB): ${result.images} images, ` +
      `p50 ${result.p50} ms, p95 ${result.p95} ms per image; feed p99 ${result.feedP99} ms ` +
      `(${result.feedRequestsPerSecond} req/s, ${result.feedNon2xx} non-2xx)${cpu}; ` +
      `bench client ${Math.round(result.benchCpuShare * 100)}% of a core`;
    console.log(line);
    report.push(line);
  }
  const alone = await processingAlone(photo, options.duration / 2);
  report.push(
    `  baseline, the phone-like photo's image work alone (4 at once, no HTTP, in the bench process): ` +
      `${alone.images} images, p50 ${alone.p50} ms, p95 ${alone.p95} ms, CPU ${alone.cpuMsPerImage} ms per image`,
  );
  if (feedShare !== undefined) {
    report.push(
      `  the feed alone at ${FEED_RATE} req/s: server CPU ${Math.round(feedShare * 100)}% of a core`,
    );
  }
  // What is offered is large, the image work is the usual.
  const memory = await benchUploadMemory(base, pid, photo, {
    bytes: MEMORY_UPLOAD_BYTES,
    rounds: MEMORY_ROUNDS,
  });
  if (memory) {
    const line =
      `  memory: ${MEMORY_ROUNDS} rounds of 20 uploads at once by one person, 14 MB each (${memory.offeredMb} MB ` +
      `offered): ${memory.accepted} stored, ${memory.refused} refused with 429, ${memory.other} other; ` +
      `server RSS ${memory.rssBeforeMb} MB before, peak ${memory.rssPeakMb} MB, ${memory.rssAfterMb} MB after`;
    console.log(line);
    report.push(line);
  }
  return report.join('\n');
}
