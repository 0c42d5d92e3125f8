/**
 * The WTB matching section of the bench: with 100,000 open requests and 1,000 open live streams,
 * the time from POST /api/listings answering to each matched buyer's live `notification`, and
 * the POST's round trip with matching on against the same posts with WTB_MATCHING=off.
 */
import type { Database } from '@/server/db/client';
import { settleDatabase } from './bench-database';
import {
  assertSameKeys,
  matchPlan,
  MATCHES_PER_LISTING,
  postMatchingListings,
  prepareMatching,
  uploadPhoto,
  type MatchingRun,
} from './bench-matching';
import { WARM_UP_SECONDS, type Options } from './bench-options';
import { summarizePlan } from './bench-report';
import { stopChild } from './bench-processes';
import { startServer, type ServerEnv } from './bench-servers';

const BUYERS = 1_000;
const REQUESTS = 100_000;
/** In all, half to each server: a steady rate the machine keeps up with, as the live section. */
const LISTINGS_PER_SECOND = 20;
/** Timed rounds, each of the bench's duration. */
const ROUNDS = 3;
const DELIVERY_P99_MS = 500;
const EXTRA_P99_MS = 5;

export async function matchingSection(
  db: Database,
  serverEnv: ServerEnv,
  options: Options,
): Promise<string> {
  assertSameKeys();
  const bench = await prepareMatching(db, { buyers: BUYERS, requests: REQUESTS });
  await settleDatabase(db);
  const env = {
    ...serverEnv,
    // Every stream of the bench comes from 127.0.0.1, far past one address's allowance.
    LIVE_STREAMS_PER_ADDRESS: '100000',
    // One seller posts every listing of the bench, far past a person's daily quota.
    LISTING_QUOTA_PER_DAY: '100000',
  };
  // Both at once, posted to in turn: each pays for the other's work at the same moments.
  const onServer = await startServer('server (WTB matching on)', { ...env, WTB_MATCHING: 'on' });
  const offServer = await startServer('server (WTB_MATCHING=off)', { ...env, WTB_MATCHING: 'off' });
  const targets = [
    {
      base: onServer.base,
      photo: await uploadPhoto(onServer.base, bench.sellerToken),
      alerts: true,
    },
    {
      base: offServer.base,
      photo: await uploadPhoto(offServer.base, bench.sellerToken),
      alerts: false,
    },
  ];
  const post = (seconds: number, firstGroup: number) =>
    postMatchingListings(bench, targets, {
      streamsOn: onServer.base,
      perSecond: LISTINGS_PER_SECOND,
      seconds,
      firstGroup,
    });
  await post(WARM_UP_SECONDS, 0);
  // Rounds of the bench's duration: a p99 is a run's few slowest posts, so one run's difference
  // of two p99s is mostly which server a pause happened to hit; the median round says more.
  const rounds: [MatchingRun, MatchingRun][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const firstGroup = LISTINGS_PER_SECOND * (WARM_UP_SECONDS + round * options.duration);
    rounds.push((await post(options.duration, firstGroup)) as [MatchingRun, MatchingRun]);
  }
  await stopChild(onServer.child.process);
  await stopChild(offServer.child.process);

  const round1 = (value: number) => Math.round(value * 10) / 10;
  const extras = rounds.map(([on, off]) => round1(on.postP99 - off.postP99));
  const medianExtra = [...extras].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
  const sum = (pick: (run: MatchingRun) => number) =>
    rounds.reduce((total, [on]) => total + pick(on), 0);
  const delivered = sum((run) => run.delivered);
  const expected = sum((run) => run.expected);
  const deliveryP99 = Math.max(...rounds.map(([on]) => on.deliveryP99));
  const deliveryMet = delivered === expected && deliveryP99 < DELIVERY_P99_MS;
  const delivery =
    `  ${REQUESTS.toLocaleString('en-US')} open requests, ${BUYERS.toLocaleString('en-US')} open streams, ` +
    `${LISTINGS_PER_SECOND / 2} listings/s, ${ROUNDS} rounds of ${options.duration} s, ${MATCHES_PER_LISTING} buyers matched each: ` +
    `${delivered}/${expected} alerts arrived; answer to arrival p99 by round ` +
    `${rounds.map(([on]) => on.deliveryP99).join(' / ')} ms, max ${Math.max(...rounds.map(([on]) => on.deliveryMax))} ms; ` +
    `target met: ${deliveryMet ? 'yes' : 'no'}`;
  const byRound = (pick: (run: MatchingRun) => number, t: 0 | 1) =>
    rounds.map((pair) => pick(pair[t])).join(' / ');
  const cost =
    `  POST /api/listings round trip by round: matching on p50 ${byRound((r) => r.postP50, 0)} ms, ` +
    `p99 ${byRound((r) => r.postP99, 0)} ms; WTB_MATCHING=off (the other ${LISTINGS_PER_SECOND / 2} listings/s, ` +
    `at the same moments) p50 ${byRound((r) => r.postP50, 1)} ms, p99 ${byRound((r) => r.postP99, 1)} ms; ` +
    `extra at p99 ${extras.join(' / ')} ms, median ${medianExtra} ms; ` +
    `target met: ${medianExtra < EXTRA_P99_MS ? 'yes' : 'no'}`;
  console.log(`${delivery}\n${cost}`);
  const plan = await matchPlan(
    db,
    bench,
    LISTINGS_PER_SECOND * (WARM_UP_SECONDS + ROUNDS * options.duration),
  );
  return [
    `WTB matching (targets: POST /api/listings answer to the matched buyer's live event p99 < ` +
      `${DELIVERY_P99_MS} ms; matching adds < ${EXTRA_P99_MS} ms to the POST at p99):`,
    delivery,
    cost,
    "  a new listing's matches, found and recorded (one statement):",
    ...summarizePlan(plan).map((line) => `    ${line}`),
  ].join('\n');
}
