/**
 * `npm run bench` (docs/benchmarks.md): on PostgreSQL, in a database of its own that is
 * dropped afterwards,
 *   (a) booking throughput through the full HTTP API beside the raw SQL insert rate on
 *       the same table, their ratio, latencies and the overlap count (must be 0);
 *   (b) the slot grid of a scene's week with the reservation table filled to each size;
 *   (c) a signed, signed-in read beside a bare Fastify handler answering the same bytes, on
 *       PostgreSQL and on the embedded PGlite;
 *   (d) a flash crowd booking at the instant a venue's booking window opens;
 * then the performance goals beside what this run measured.
 * Prints figures only; it asserts nothing about time and is not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sceneSummary } from '../platform/contracts/reserve.contract';
import { loadConfig } from '../server/config';
import { bookOnce, bookThroughApi, bookThroughSql, signInAll, tableCheck, type FailureNotes } from './booking';
import { ApiClient } from './client';
import { BENCH_PASSWORD, createBenchDatabase, serverFacts, setUpVenue, type BenchDatabase } from './database';
import { cpuSpent, readCpu, type CpuSpent } from './cpu';
import { runFlashCrowd, type FlashFigures } from './flash-crowd';
import { printGoals, type RunResults } from './goals';
import { measureGrid, type GridFigures } from './grid';
import { readOptions } from './options';
import { measureWebSizes } from './web-sizes';
import { measureReads, type ReadFigures } from './reads';
import { startPgliteServer, startServer, type BenchServer } from './server';
import { fmt, latencyOf, printTable, type TimedRun } from './stats';

/** Connections left free for everyone else when sizing the raw SQL pool. */
const SPARE_CONNECTIONS = 10;

const ms = (value: number) => value.toFixed(1);
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
/** CPU ms per request as printed: two decimals, `-` when not measured. */
const cpuMs = (value: number | null) => (value === null ? '-' : value.toFixed(2));

function machineLine(pgVersion: string): string {
  const cpus = os.cpus();
  return (
    `${cpus.length} CPU (${cpus[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ` +
    `Node ${process.version}, PostgreSQL ${pgVersion}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  );
}

/** CPU ms per request, `-` when unknown or not involved. */
const cpu = (value: number | null) => (value === null ? '-' : value.toFixed(2));

function bookingRow(label: string, workers: number, run: TimedRun, spent: CpuSpent, statements: number): string[] {
  const total = Object.values(run.counts).reduce((a, b) => a + b, 0);
  const booked = run.counts.booked ?? 0;
  const taken = run.counts.taken ?? 0;
  const latency = latencyOf(run.latencies);
  return [
    label,
    String(workers),
    fmt(total),
    fmt(booked),
    fmt(taken),
    fmt(total - booked - taken),
    fmt(total / run.seconds),
    fmt(booked / run.seconds),
    ms(latency.p50),
    ms(latency.p99),
    ms(latency.max),
    cpu(spent.client),
    cpu(spent.server),
    cpu(spent.database),
    fmt(statements / total, 1),
  ];
}

function gridRow(f: GridFigures): string[] {
  return [
    fmt(f.rows),
    fmt(f.fillSeconds),
    ms(f.single.p50),
    ms(f.single.p99),
    fmt(f.sceneWeek.p50 / 1000, 2),
    fmt(f.sceneWeek.p99 / 1000, 2),
    ms(f.sceneWeekCalls.p50),
    ms(f.sceneWeekCalls.p99),
    cpu(f.cpuPerCall.client),
    cpu(f.cpuPerCall.server),
    cpu(f.cpuPerCall.database),
    pct(f.takenShare),
    fmt(f.failures),
  ];
}

function sceneCallRows(f: GridFigures): string[][] {
  return f.sceneCalls.map((call) => [
    fmt(f.rows),
    call.path.replace('/api/reserve/', ''),
    ms(call.latency.p50),
    ms(call.latency.p99),
    ms(call.latency.max),
    `${fmt(f.sceneWeek.p50 / call.latency.p50, 0)}×`,
    cpu(call.cpu.client),
    cpu(call.cpu.server),
    cpu(call.cpu.database),
    pct(call.takenShare),
    fmt(call.failures),
  ]);
}

/** The rows of one database's read beside its floor, and the ratio line's figure. */
function readRows(database: string, clients: number, f: ReadFigures): string[][] {
  const row = (path: string, run: TimedRun) => {
    const total = Object.values(run.counts).reduce((a, b) => a + b, 0);
    const latency = latencyOf(run.latencies);
    return [
      database,
      path,
      String(clients),
      fmt(total),
      fmt(total - (run.counts.ok ?? 0)),
      fmt((run.counts.ok ?? 0) / run.seconds),
      ms(latency.p50),
      ms(latency.p99),
      ms(latency.max),
    ];
  };
  return [row('API GET /api/site/scene/list', f.api), row('bare Fastify, same bytes', f.floor)];
}

/** The rows of the flash crowd's table. */
function flashRows(f: FlashFigures, workers: number): string[][] {
  const refusals = Object.entries(f.refusals)
    .map(([code, n]) => `${code} ${fmt(n)}`)
    .join(', ');
  return [
    [
      String(workers),
      fmt(f.plan.users),
      fmt(f.plan.slots),
      fmt(f.slotsWanted),
      fmt(f.answeredMs / 1000, 2),
      fmt(f.booked),
      fmt(f.storedRows),
      refusals || '-',
      fmt(f.http5xx),
      fmt(f.networkErrors),
      ms(f.latency.p50),
      ms(f.latency.p99),
      ms(f.latency.max),
      fmt(f.overlaps),
      `${ms(f.reads.p99)} (${fmt(f.reads.count)})`,
    ],
  ];
}

/** Successful reads per second of `run`. */
const okRate = (run: TimedRun) => (run.counts.ok ?? 0) / run.seconds;

/** The read (c) on one database with one replay store: the table's label and the figures. */
interface StoreReads {
  database: string;
  figures: ReadFigures;
}

/**
 * (c) on PostgreSQL with each of `stores` (REPLAY_STORE; '' the server's default, i.e. `running`):
 * another store gets a server of its own on the same database, stopped after.
 */
async function postgresReads(
  running: BenchServer,
  stores: string[],
  start: (store: string) => Promise<BenchServer>,
  read: (server: BenchServer) => Promise<ReadFigures>,
): Promise<StoreReads[]> {
  const out: StoreReads[] = [];
  for (const store of stores) {
    const server = store === '' || store === running.replayStore ? running : await start(store);
    try {
      out.push({ database: `PostgreSQL, ${server.replayStore}`, figures: await read(server) });
    } finally {
      if (server !== running) await server.stop();
    }
  }
  return out;
}

/**
 * (c) on the embedded PGlite: a server on a fresh data folder (migrated, demo data), the demo
 * booker signed in, the read beside its floor; the folder is removed after.
 */
async function pgliteReads(appId: string, appKey: string, seconds: number, clients: number): Promise<StoreReads> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'venueflow-bench-pglite-'));
  const server = await startPgliteServer(dataDir);
  try {
    const token = await new ApiClient(server.baseUrl, appId, appKey).signIn('booker', 'Booker@123');
    const figures = await measureReads(server.baseUrl, appId, appKey, token, seconds, clients);
    return { database: `PGlite, ${server.replayStore}`, figures };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  const config = loadConfig({ LOG_LEVEL: 'warn' });
  const facts = await serverFacts(options.adminUrl);
  console.log(`Venueflow benchmark — ${new Date().toISOString()}`);
  console.log(`Machine: ${machineLine(facts.version)}`);

  let database: BenchDatabase | null = null;
  let server: BenchServer | null = null;
  let pool: pg.Pool | null = null;
  let cleaning: Promise<void> | null = null;
  const results: RunResults = {};
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await server?.stop();
      await pool?.end();
      await database?.drop();
      if (database) console.log(`\nDropped database ${database.name}.`);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    database = await createBenchDatabase(options.adminUrl);
    console.log(`Database: ${database.name} (created; dropped at the end)`);
    let started = Date.now();
    const venue = await setUpVenue(database.url, {
      bookingSites: options.bookingSites,
      gridSites: options.gridSites,
      users: options.clients,
    });
    const userIds = venue.users.map((u) => u.id);
    console.log(
      `Setup (migrations, seed, ${options.bookingSites} + ${options.gridSites} sites, ${options.clients} users): ` +
        `${fmt((Date.now() - started) / 1000, 1)} s`,
    );

    server = await startServer(database.url, options.appPool, options.profileDir, options.workers);
    const client = new ApiClient(server.baseUrl, config.appId, config.appKey);
    const signIn = await signInAll(
      client,
      venue.users.map((u) => u.account),
      BENCH_PASSWORD,
    );
    console.log(
      `Server: ${server.baseUrl} (pid ${server.pid}, pool ${options.appPool}); ` +
        `${options.workers} worker(s); ${options.clients} sign-ins in ${fmt(signIn.ms / 1000, 1)} s`,
    );

    // The raw SQL pool: as many connections as clients, if PostgreSQL has them to spare.
    const free = (await serverFacts(options.adminUrl)).freeConnections - options.appPool - SPARE_CONNECTIONS;
    const connections = Math.max(1, Math.min(options.clients, free));
    const sqlPool = (pool = new pg.Pool({ connectionString: database.url, max: connections }));
    // pool.end() resolves before the sockets close, so the final DROP … WITH (FORCE) may
    // still terminate an idle client (57P01): expected then, and harmless.
    sqlPool.on('error', () => undefined);
    const serverPids = server.servingPids;
    const cpuNow = () => readCpu(serverPids, sqlPool);

    // (a) Booking throughput.
    if (options.phases.has('booking')) {
      const space = { siteIds: venue.bookingSiteIds, days: options.bookingDays };
      const notes: FailureNotes = new Map();
      console.log(
        `\n(a) ${options.clients} clients × ${options.seconds} s booking random 1-hour slots of ` +
          `${options.bookingSites} sites over ${options.bookingDays} days …`,
      );
      // The traced booking is the user's second on its site tomorrow: the first fills the process's configuration
      // caches (server/modules/config/config-versions.ts) as the phase's earlier bookings do for the later ones.
      const traceSpace = { siteIds: [space.siteIds[0]], days: 1 };
      const warmed = await bookOnce(client, signIn.tokens[0], traceSpace);
      await server.statements('trace');
      const traced = await bookOnce(client, signIn.tokens[0], traceSpace);
      const trace = await server.statements('stop');
      console.log(`One booking (${traced}, after one ${warmed}) sent ${trace.texts.length} SQL statements:`);
      trace.texts.forEach((text, i) => console.log(`  ${String(i + 1).padStart(2)}. ${text.slice(0, 160)}`));
      const statementsBefore = (await server.statements('count')).count;
      let cpuBefore = await cpuNow();
      const api = await bookThroughApi(client, signIn.tokens, space, options.seconds, notes);
      const apiCpu = cpuSpent(cpuBefore, await cpuNow(), api.latencies.length);
      const apiStatements = (await server.statements('count')).count - statementsBefore;
      const afterApi = await tableCheck(sqlPool, space);
      const rate = (run: TimedRun, key?: string) =>
        (key ? (run.counts[key] ?? 0) : Object.values(run.counts).reduce((a, b) => a + b, 0)) / run.seconds;
      cpuBefore = await cpuNow();
      const raw = await bookThroughSql(sqlPool, connections, userIds, space, options.seconds, notes);
      const rawCpu = { ...cpuSpent(cpuBefore, await cpuNow(), raw.latencies.length), server: null }; // the server idles
      // The same INSERTs without the trigger that writes the site parts' claims (migration 0047), so its cost on
      // every reservation write is a figure of the run rather than a guess.
      await sqlPool.query('alter table reservation disable trigger reservation_site_claims');
      cpuBefore = await cpuNow();
      const untriggered = await bookThroughSql(sqlPool, connections, userIds, space, options.seconds, notes).finally(
        () => sqlPool.query('alter table reservation enable trigger reservation_site_claims'),
      );
      const untriggeredCpu = { ...cpuSpent(cpuBefore, await cpuNow(), untriggered.latencies.length), server: null };
      const afterRaw = await tableCheck(sqlPool, space);
      results.booking = {
        apiVsRaw: rate(api, 'booked') / rate(raw, 'booked'),
        p99Ms: latencyOf(api.latencies).p99,
        clients: options.clients,
        serverCpuMs: apiCpu.server,
        pgCpuMs: apiCpu.database,
        statementsPerBooking: trace.texts.length,
      };

      printTable(
        '(a) Booking throughput: POST /api/reserve/addReserve over HTTP, then plain INSERTs on the same table\n' +
          '    requests = booked + taken + other; rates per second; latency in ms; CPU = ms per request spent\n' +
          '    by the load generator (client), the server process and the PostgreSQL backends; SQL/req = SQL\n' +
          '    statements per request sent by the server (BEGIN and COMMIT included)',
        [
          'path',
          'clients',
          'requests',
          'booked',
          'taken',
          'other',
          'req/s',
          'booked/s',
          'p50',
          'p99',
          'max',
          'client CPU',
          'server CPU',
          'PG CPU',
          'SQL/req',
        ],
        [
          bookingRow('HTTP API addReserve', options.clients, api, apiCpu, apiStatements),
          bookingRow('raw SQL INSERT', connections, raw, rawCpu, raw.latencies.length), // one INSERT each
          bookingRow('raw, no claims trigger', connections, untriggered, untriggeredCpu, untriggered.latencies.length),
        ],
      );
      console.log(
        `Site-claims trigger: raw INSERTs with / without it ${pct(rate(raw) / rate(untriggered))}; PG CPU per ` +
          `INSERT ${cpuMs(rawCpu.database)} / ${cpuMs(untriggeredCpu.database)} ms`,
      );
      console.log(
        `API / raw: requests ${pct(rate(api) / rate(raw))}, bookings ${pct(rate(api, 'booked') / rate(raw, 'booked'))}`,
      );
      if (connections < options.clients)
        console.log(
          `Raw SQL used ${connections} connections (PostgreSQL had ` +
            `${free + options.appPool + SPARE_CONNECTIONS} free connections besides the server's).`,
        );
      // With the warm-up and the traced one.
      const apiBooked = (api.counts.booked ?? 0) + [warmed, traced].filter((o) => o === 'booked').length;
      console.log(
        `Rows after the API phase: ${fmt(afterApi.rows)} (booked through the API: ${fmt(apiBooked)}); ` +
          `after raw SQL: ${fmt(afterRaw.rows)}`,
      );
      const doubleBooking = afterRaw.overlaps === 0 ? '' : '  <-- DOUBLE BOOKING';
      console.log(`Overlapping active reservations on one site: ${afterRaw.overlaps}${doubleBooking}`);
      for (const [outcome, message] of notes) console.log(`First "${outcome}": ${message}`);
    }

    // (c) Reads beside their floor.
    if (options.phases.has('reads')) {
      console.log(
        `\n(c) ${options.readClients} clients × ${options.seconds} s reading the scene list, then the same ` +
          `requests to a bare Fastify handler; on PostgreSQL, then on PGlite …`,
      );
      const dbUrl = database.url;
      const reads = await postgresReads(
        server,
        options.replayStores,
        (store) => startServer(dbUrl, options.appPool, null, options.workers, store),
        (s) =>
          measureReads(s.baseUrl, config.appId, config.appKey, signIn.tokens[0], options.seconds, options.readClients),
      );
      reads.push(await pgliteReads(config.appId, config.appKey, options.seconds, options.readClients));
      printTable(
        '(c) A signed, signed-in read (scene list) beside its floor: a bare Fastify handler answering the same\n' +
          '    bytes to the same signed requests, in the same run; reads per second that answered code 0; ms;\n' +
          '    database, replay store (REPLAY_STORE) of the server',
        ['database', 'path', 'clients', 'requests', 'failed', 'ok/s', 'p50', 'p99', 'max'],
        reads.flatMap((r) => readRows(r.database, options.readClients, r.figures)),
      );
      const share = (r: StoreReads) => okRate(r.figures.api) / okRate(r.figures.floor);
      // The goals take the server's default store on each database: the first PostgreSQL row and PGlite's.
      results.reads = { postgres: share(reads[0]), pglite: share(reads[reads.length - 1]) };
      console.log(`API / floor: ${reads.map((r) => `${r.database} ${pct(share(r))}`).join('; ')}`);
    }

    // (b) Slot grid.
    if (options.phases.has('grid')) {
      const plan = {
        sceneId: venue.gridSceneId,
        siteIds: venue.gridSiteIds,
        userIds,
        days: options.gridDays,
        calls: options.gridCalls,
        loads: options.gridLoads,
        concurrency: options.gridConcurrency,
      };
      const grids: GridFigures[] = [];
      for (const rows of options.fills) {
        started = Date.now();
        console.log(`\n(b) filling the reservation table to ${fmt(rows)} rows and timing the grid …`);
        grids.push(await measureGrid(client, signIn.tokens[0], sqlPool, rows, plan, cpuNow));
        console.log(`    done in ${fmt((Date.now() - started) / 1000, 1)} s`);
      }
      printTable(
        `(b) Slot grid: GET /api/reserve/current/period (one site, one day), ` +
          `${options.gridCalls} calls one at a time (call p50/p99, ms);\n` +
          `    a scene week = ${options.gridSites} sites × ${options.gridDays} days = ` +
          `${options.gridSites * options.gridDays} calls, ` +
          `${options.gridConcurrency} at a time, ${options.gridLoads} times ` +
          `(week p50/p99 in s; its calls in ms; CPU ms per call)`,
        [
          'reservations',
          'fill s',
          'call p50',
          'call p99',
          'week p50',
          'week p99',
          'in-week p50',
          'in-week p99',
          'client CPU',
          'server CPU',
          'PG CPU',
          'taken',
          'failed',
        ],
        grids.map(gridRow),
      );
      printTable(
        `(b) The same scene week in one call (${options.gridSites} sites × ${options.gridDays} days): every slot ` +
          `(scene/period), each day counted (scene/summary, the terminal's); ${options.gridCalls} calls one at a ` +
          `time (ms; CPU ms per call); speed-up = week p50 / call p50`,
        [
          'reservations',
          'call',
          'call p50',
          'call p99',
          'max',
          'speed-up',
          'client CPU',
          'server CPU',
          'PG CPU',
          'taken',
          'failed',
        ],
        grids.flatMap(sceneCallRows),
      );
      const largest = grids.reduce((a, b) => (b.rows > a.rows ? b : a));
      // The goal is the terminal's call: the week counted.
      const terminalCall = largest.sceneCalls.find((c) => c.path === sceneSummary.path)!;
      results.grid = { rows: largest.rows, sceneWeekOneCallP50Ms: terminalCall.latency.p50 };
    }

    // (d) The flash crowd.
    if (options.phases.has('flash')) {
      const plan = {
        users: options.flashUsers,
        slots: options.flashSlots,
        connections: options.flashConnections,
        readers: options.flashReaders,
      };
      console.log(
        `\n(d) flash crowd: ${fmt(plan.users)} users signed in over ${plan.connections} connections, ` +
          `the window of ${fmt(plan.slots)} slots opening on the next whole minute …`,
      );
      started = Date.now();
      const flash = await runFlashCrowd(
        {
          baseUrl: server.baseUrl,
          appId: config.appId,
          appKey: config.appKey,
          databaseUrl: database.url,
          pool: sqlPool,
          floorId: venue.floorId,
          readerTokens: signIn.tokens,
        },
        plan,
      );
      results.flash = flash;
      printTable(
        `(d) Flash crowd: every user presses "book" (POST /api/reserve/addReserve) at the instant the window\n` +
          `    opens (${flash.opening.toISOString()}); all = until every request is answered (s); latency from\n` +
          `    the opening (ms); reads = p99 (ms) of ${plan.readers} other users' slot-grid and my-bookings reads\n` +
          `    started meanwhile (count)`,
        [
          'workers',
          'users',
          'slots',
          'wanted',
          'all s',
          'booked',
          'stored',
          'refusals',
          '5xx',
          'network',
          'p50',
          'p99',
          'max',
          'overlaps',
          'reads p99',
        ],
        flashRows(flash, options.workers),
      );
      const waitlist = flash.ruleOffersWaitlist ? 'offers the waitlist' : 'offers no waitlist';
      console.log(
        `Sign-in of the crowd: ${fmt(flash.signInMs / 1000, 1)} s; a booking sent before the opening: ` +
          `${flash.beforeOpening}; refusals whose data offers the waitlist: ${fmt(flash.waitlistInRefusal)} ` +
          `(the sites' rule ${waitlist}); failed reads: ${fmt(flash.readFailures)}; ` +
          `phase ${fmt((Date.now() - started) / 1000, 1)} s`,
      );
      console.log(
        `Backends of the bench database during the crowd, at most: ${flash.peakBusy} in a transaction or ` +
          `statement, ${flash.peakLockWaits} waiting for a lock (server pool ${options.appPool} per worker)`,
      );
      if (flash.booked !== flash.plan.slots || flash.storedRows !== flash.booked)
        console.log(`Booked ${flash.booked} and stored ${flash.storedRows} of ${flash.plan.slots} slots  <-- CHECK`);
      for (const [outcome, message] of flash.notes) console.log(`First "${outcome}": ${message}`);
    }
    // The web apps' first page beside the floor page, both built now.
    if (options.phases.has('web')) {
      console.log('\n(e) the browser apps and the floor page, built now …');
      results.web = { firstRouteVsFloor: (await measureWebSizes()).terminalVsFloor };
    }
    printGoals(results);
    console.log(
      `\nLoad average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((err: unknown) => {
  console.error('Benchmark failed:', err);
  process.exitCode = 1;
});
