/**
 * Requests at a steady rate, each leaving at its own slot whatever the earlier ones did (an open
 * loop): the latency one request sees on a server that is busy but keeping up. autocannon's rate
 * option sends each second's requests in a burst, which measures the burst's queue instead.
 */
import http from 'node:http';
import { percentile } from './bench-report';

export type SteadyResult = { sent: number; failed: number; p50: number; p99: number };

export async function steadyGets(
  url: string,
  headers: Record<string, string>,
  { perSecond, seconds }: { perSecond: number; seconds: number },
): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(url, { headers, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });
  const total = perSecond * seconds;
  const timings: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      get().then((status) => {
        if (status !== 200) failed += 1;
        timings.push(performance.now() - sent);
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  timings.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    sent: total,
    failed,
    p50: round(percentile(timings, 50)),
    p99: round(percentile(timings, 99)),
  };
}
