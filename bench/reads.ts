/**
 * (c) A signed, signed-in read beside its floor (docs/benchmarks.md): `clients` loops call
 * GET /api/site/scene/list through the whole gateway (signature, replay guard, session, access,
 * the query, the envelope) for `seconds`; then the same loops send the same signed request to the
 * floor (bench/floor-process.ts), a bare Fastify handler answering the bytes the server answered.
 * Both use the same client (signing and decoding every answer), so the ratio is what the gateway
 * and the database cost beside the least a Fastify server does.
 */
import { sceneList } from '../platform/contracts/site.contract';
import { ApiClient } from './client';
import { startFloor } from './server';
import { runFor, type TimedRun } from './stats';

/** The answer's bytes and content type of one signed scene-list call to `baseUrl`. */
async function answerOf(client: ApiClient, token: string): Promise<{ body: string; type: string }> {
  const response = await client.fetch(sceneList, {}, token);
  return { body: await response.text(), type: response.headers.get('content-type') ?? 'application/json' };
}

/** The timed loops of one target: `ok` for an answer with code 0, else `refused` or `error`. */
function readLoops(client: ApiClient, token: string, seconds: number, clients: number): Promise<TimedRun> {
  return runFor(seconds, clients, async () => {
    try {
      const answer = await client.call(sceneList, {}, token);
      return answer.code === 0 ? 'ok' : 'refused';
    } catch {
      return 'error';
    }
  });
}

/** The read through the server and through its floor, measured one after the other. */
export interface ReadFigures {
  api: TimedRun;
  floor: TimedRun;
}

/**
 * Measures the scene list on the server at `baseUrl` (signed in with `token`) and on a floor
 * started for it and stopped after.
 * @throws Error when the server's first answer is not a success
 */
export async function measureReads(
  baseUrl: string,
  appId: string,
  appKey: string,
  token: string,
  seconds: number,
  clients: number,
): Promise<ReadFigures> {
  const server = new ApiClient(baseUrl, appId, appKey);
  const first = await server.call(sceneList, {}, token);
  if (first.code !== 0) throw new Error(`scene list refused: ${first.code} ${first.msg}`);
  const answer = await answerOf(server, token);
  const api = await readLoops(server, token, seconds, clients);
  const floorServer = await startFloor(`/gateway${sceneList.path}`, answer.body, answer.type);
  try {
    const floor = await readLoops(new ApiClient(floorServer.baseUrl, appId, appKey), token, seconds, clients);
    return { api, floor };
  } finally {
    await floorServer.stop();
  }
}
