/**
 * The memory part of the upload bench: one person sends 20 uploads at once, round after round,
 * while the server's resident memory is read from /proc. Each upload is received into a
 * temporary file and at most 4 of one person's run at once (the rest are refused with 429), so
 * the server's memory should not grow with what is offered (it once read every file
 * whole into memory first; decision 010).
 */
import http from 'node:http';
import { processRssBytes } from './bench-processes';
import { signedInCookie } from './http-account';

const PARALLEL = 20;
const MB = 1024 * 1024;

export type UploadMemoryResult = {
  offeredMb: number;
  accepted: number;
  refused: number;
  other: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterMb: number;
};

/** `jpeg` padded to `bytes` (decoders ignore what follows the image), as one multipart body. */
function body(jpeg: Buffer, bytes: number) {
  const boundary = `----rotationbenchmemory${Date.now()}`;
  const data = Buffer.concat([jpeg, Buffer.alloc(Math.max(0, bytes - jpeg.length))]);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="IMG.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

function upload(base: string, cookie: string, form: ReturnType<typeof body>) {
  return new Promise<number>((resolve) => {
    const request = http.request(`${base}/api/uploads?purpose=listing`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie,
        'content-type': form.contentType,
        'content-length': form.payload.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    // A refused upload's connection may close while the body is still going out.
    request.on('error', () => resolve(0));
    request.end(form.payload);
  });
}

/** `rounds` rounds of 20 parallel uploads of `jpeg` padded to `bytes`, by one person. */
export async function benchUploadMemory(
  base: string,
  serverPid: number | undefined,
  jpeg: Buffer,
  { bytes, rounds }: { bytes: number; rounds: number },
): Promise<UploadMemoryResult | undefined> {
  const rss = () => processRssBytes(serverPid);
  const before = rss();
  if (before === undefined) return undefined;
  const cookie = await signedInCookie(base);
  const form = body(jpeg, bytes);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss() ?? 0)), 10);
  const statuses: number[] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const round20 = Array.from({ length: PARALLEL }, () => upload(base, cookie, form));
      statuses.push(...(await Promise.all(round20)));
    }
  } finally {
    clearInterval(sampler);
  }
  const accepted = statuses.filter((status) => status === 201).length;
  const refused = statuses.filter((status) => status === 429).length;
  return {
    offeredMb: Math.round((statuses.length * bytes) / MB),
    accepted,
    refused,
    other: statuses.length - accepted - refused,
    rssBeforeMb: Math.round(before / MB),
    rssPeakMb: Math.round(peak / MB),
    rssAfterMb: Math.round((rss() ?? 0) / MB),
  };
}
