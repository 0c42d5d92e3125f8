/**
 * Uploads over a real connection (not inject), for the tests where timing is the point: many
 * uploads in flight at once, an answer that comes before the body is sent, a client that goes
 * away mid-upload.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export type Answer = { status: number; retryAfter: string | undefined; body: string };

export type OpenUpload = {
  /** The server's answer, as soon as it comes (also before the whole body is sent). */
  answer: Promise<Answer>;
  /** Sends the rest of the body. */
  finish: () => void;
  /** Drops the connection, as a closed tab or a lost network does. */
  abort: () => void;
};

/** The base URL of `app` listening on a free port of 127.0.0.1. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A JPEG that is cheap to process but `bytes` long: a small picture followed by padding, which
 * decoders ignore. The size is what the server must receive; the work stays small.
 */
export async function paddedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#336699' },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

/** The multipart body of one file in the field `file` (head, data, tail: the data is not copied). */
export function filePart(data: Buffer, field = 'file') {
  const boundary = `----rotationupload${Math.random().toString(16).slice(2)}`;
  const chunks = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return {
    chunks,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  };
}

/**
 * Starts POST `path` on a connection of its own with the body of `form`, sending the first
 * `sendFirst` bytes of the file now and the rest on finish(). The connection is kept alive, as a
 * browser's is: a refusal then comes at once, before the rest of the body is sent.
 */
export function openUpload(
  base: string,
  path: string,
  cookie: string,
  form: ReturnType<typeof filePart>,
  sendFirst: number,
): OpenUpload {
  const [head, data, tail] = form.chunks as [Buffer, Buffer, Buffer];
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request(`${base}${path}`, {
    method: 'POST',
    agent,
    headers: { cookie, 'content-type': form.contentType, 'content-length': form.length },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter, body });
      });
    });
    // After an answer, a connection the server or abort() closed is no news.
    request.on('error', reject);
  });
  answer.catch(() => {});
  // Nothing else uses the connection: it goes once the exchange is over.
  request.on('close', () => agent.destroy());
  request.write(head);
  request.write(data.subarray(0, sendFirst));
  return {
    answer,
    finish: () => {
      if (request.destroyed) return;
      request.write(data.subarray(sendFirst));
      request.end(tail);
    },
    abort: () => request.destroy(),
  };
}

/**
 * POST `path` on a connection of its own, the whole body written at once as a browser sends it,
 * on a connection the client keeps for more (as browsers do) or one it asks to close with the
 * answer (`Connection: close`, as proxies and scripts do). Resolves with the answer once the
 * exchange is over; rejects with the connection's error (EPIPE, ECONNRESET) if it broke at any
 * point, also after the answer: a client still sending when its connection is reset may never
 * get to read the answer.
 */
export function sendUpload(
  base: string,
  path: string,
  cookie: string,
  form: ReturnType<typeof filePart>,
  connection: 'keep-alive' | 'close',
): Promise<Answer> {
  const agent = connection === 'keep-alive' ? new http.Agent({ keepAlive: true }) : false;
  return new Promise<Answer>((resolve, reject) => {
    let answer: Answer | undefined;
    let failure: Error | undefined;
    const request = http.request(`${base}${path}`, {
      method: 'POST',
      agent,
      headers: { cookie, 'content-type': form.contentType, 'content-length': form.length },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        answer = { status: response.statusCode ?? 0, retryAfter, body };
      });
    });
    request.on('error', (error) => (failure ??= error));
    request.on('close', () => {
      if (failure) reject(failure);
      else if (answer) resolve(answer);
      else reject(new Error('closed without an answer'));
    });
    for (const chunk of form.chunks) request.write(chunk);
    request.end();
  }).finally(() => {
    if (agent) agent.destroy();
  });
}
