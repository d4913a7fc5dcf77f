/**
 * The floor of a read (bench/reads.ts): the least any Fastify server can do for the same request —
 * one route that answers fixed bytes, no signature check, no session, no database, no logging.
 * Started by bench/server.ts through `fork`, so its event loop is its own as the real server's is.
 *
 * Environment: BENCH_FLOOR_PATH (the route), BENCH_FLOOR_BODY (the answer), BENCH_FLOOR_TYPE (its
 * content type). Sends `{ port }` to the parent once listening; closes and exits on the message `stop`.
 */
import Fastify from 'fastify';

async function main(): Promise<void> {
  const body = process.env.BENCH_FLOOR_BODY ?? '';
  const type = process.env.BENCH_FLOOR_TYPE ?? 'application/json; charset=utf-8';
  const app = Fastify({ logger: false });
  app.get(process.env.BENCH_FLOOR_PATH ?? '/', (_request, reply) => reply.type(type).send(body));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (message) => {
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error('bench floor failed to start:', err);
  process.exit(1);
});
