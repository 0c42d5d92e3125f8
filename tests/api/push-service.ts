/**
 * A push service of the test's own on loopback, as browsers' vendors run them: HTTPS (web-push
 * speaks nothing else) with a self-signed certificate for 127.0.0.1 committed next to this file,
 * which the app trusts through its `pushTransport` option only. The app may send to it because
 * the test names it in PUSH_SERVICE_HOSTS (`host`). It decrypts each delivery with the browser's
 * keys (RFC 8291, aes128gcm) as the browser would, and answers what the test asks.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pushPayloadSchema, type PushPayload } from '@/shared/schemas/push';

const fixtures = path.join(__dirname, 'fixtures');
const cert = readFileSync(path.join(fixtures, 'push-service-cert.pem'));
const key = readFileSync(path.join(fixtures, 'push-service-key.pem'));

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export type TestBrowser = {
  endpoint: string;
  /** What the browser posts: PushSubscription.toJSON(). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  decrypt: (body: Buffer) => Buffer;
};

export type Delivery = {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  payload: PushPayload;
  /** What the service answered: only a 2xx counts as delivered. */
  status: number;
};

export class TestPushService {
  readonly deliveries: Delivery[] = [];
  /** The certificate the app's push connections trust. */
  readonly ca = cert;
  /** TCP connections made to the service so far, whatever came of them. */
  connections = 0;
  private readonly browsers = new Map<string, TestBrowser>();
  private readonly answers = new Map<string, number[]>();
  private readonly waiters = new Set<() => void>();

  private constructor(
    private readonly server: https.Server,
    readonly base: string,
  ) {}

  /** `127.0.0.1:<port>`, as PUSH_SERVICE_HOSTS names it. */
  get host(): string {
    return new URL(this.base).host;
  }

  static async start(): Promise<TestPushService> {
    const server = https.createServer({ cert, key });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const service = new TestPushService(server, `https://127.0.0.1:${port}`);
    server.on('connection', () => (service.connections += 1));
    server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = service.receive(request.url!, request.headers, Buffer.concat(chunks));
        response.writeHead(status).end();
      });
    });
    return service;
  }

  /**
   * A new browser with an endpoint on this service, or under another `base` that should lead to
   * it (a host name the test resolves to 127.0.0.1 and this service's port).
   */
  browser(base = this.base): TestBrowser {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${base}/push/${randomBytes(8).toString('hex')}`;
    const browser: TestBrowser = {
      endpoint,
      subscription: {
        endpoint,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      },
      decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, auth),
    };
    this.browsers.set(new URL(endpoint).pathname, browser);
    return browser;
  }

  /** The next pushes to `endpoint` are answered with these statuses, in order; then 201. */
  answerNext(endpoint: string, ...statuses: number[]): void {
    this.answers.set(new URL(endpoint).pathname, statuses);
  }

  /** The pushes to `endpoint` the service accepted. */
  deliveredTo(endpoint: string): Delivery[] {
    return this.deliveries.filter((d) => d.endpoint === endpoint && d.status < 300);
  }

  /** Resolves with the first delivery (already made or still to come) that matches. */
  waitFor(match: (delivery: Delivery) => boolean, timeoutMs = 15_000): Promise<Delivery> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.deliveries.find(match);
        if (!found) return false;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`No matching push within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) this.waiters.add(check);
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private receive(pathname: string, headers: Delivery['headers'], body: Buffer): number {
    const browser = this.browsers.get(pathname);
    if (!browser) return 404;
    const status = this.answers.get(pathname)?.shift() ?? 201;
    const payload = pushPayloadSchema.strict().parse(JSON.parse(browser.decrypt(body).toString()));
    this.deliveries.push({ endpoint: browser.endpoint, headers, payload, status });
    for (const wake of this.waiters) wake();
    return status;
  }
}

/** RFC 8291 / RFC 8188: one record, the sender's key in the header's key id. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  browserPublicKey: Buffer,
  authSecret: Buffer,
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browserPublicKey,
    senderPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The push record has no final-record delimiter');
  return padded.subarray(0, end);
}
