import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectReads, type DirectRead } from './direct-reads';

/**
 * DirectReads in front of a framework whose route answers `framework answer`, as app.ts wires
 * them, over a real socket: what the direct read makes of a body, and when the framework answers.
 */
let app: FastifyInstance | undefined;

async function serve(read: DirectRead, vary?: string) {
  const reads = new DirectReads(true);
  reads.add('/r', read);
  let framework = 0;
  app = Fastify({
    serverFactory: (handler) =>
      http.createServer((request, response) => {
        const answer = () => handler(request, response);
        if (!reads.serve(request, response, answer)) answer();
      }),
  });
  app.get('/r', { onResponse: reads.record }, async (_request, reply) => {
    framework += 1;
    if (vary) reply.header('Vary', vary);
    return reply.type('application/json').send('"framework answer"');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const get = async (path = '/r?a=1') => {
    const response = await fetch(base + path);
    return { status: response.status, text: await response.text() };
  };
  return { get, framework: () => framework };
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const body = (text: string, etag?: string) => ({ bytes: Buffer.from(text), etag });

describe('DirectReads', () => {
  it('answers once the framework has answered the route, with the parameters as the router reads them', async () => {
    const seen: unknown[] = [];
    const { get, framework } = await serve((query) => {
      seen.push(query);
      return Promise.resolve(body('"direct"'));
    });
    expect(await get()).toEqual({ status: 200, text: '"framework answer"' });
    expect(seen).toEqual([]);
    expect(await get('/r?size=M&size=L&q=st%C3%BCssy')).toEqual({ status: 200, text: '"direct"' });
    expect(seen).toEqual([{ size: ['M', 'L'], q: 'stüssy' }]);
    expect(framework()).toBe(1);
  });

  it('hands the request to the framework when the read refuses it or fails', async () => {
    let outcome: 'refuse' | 'fail' | 'answer' = 'answer';
    const { get, framework } = await serve(() => {
      if (outcome === 'refuse') return null;
      if (outcome === 'fail') return Promise.reject(new Error('database gone'));
      return Promise.resolve(body('"direct"'));
    });
    await get();
    outcome = 'refuse';
    expect((await get()).text).toBe('"framework answer"');
    outcome = 'fail';
    expect((await get()).text).toBe('"framework answer"');
    expect(framework()).toBe(3);
  });

  it('leaves a body of 1 kB or more to the framework, which compresses it, unless the route chose its encoding', async () => {
    const large = body(JSON.stringify('x'.repeat(2000)));
    const plain = await serve(() => Promise.resolve(large));
    await plain.get();
    expect((await plain.get()).text).toBe('"framework answer"');
    expect(plain.framework()).toBe(2);
    await app!.close();

    const chosen = await serve(() => Promise.resolve(large), 'Accept-Encoding');
    await chosen.get();
    expect((await chosen.get()).text).toBe(large.bytes.toString());
    expect(chosen.framework()).toBe(1);
  });
});
