/**
 * A whole and its parts in every availability grid (docs/fitness-sites.md, "Site parts"): the one-site grid
 * (`current/period`) and the scene-wide grids (`scene/period`, `scene/summary`) show a slot taken when the family's
 * related site is booked — the whole's booking takes both parts, a part's booking takes the whole but not the other
 * part —, exactly as booking it would be refused; a site outside the family is untouched, and cancelling frees
 * every grid again. Each grid is asserted on its answer, and the claims behind it on what was stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addReserve,
  cancelReserveBatch,
  currentPeriod,
  scenePeriod,
  sceneSummary,
} from '../../platform/contracts/reserve.contract';
import { Code } from '../../platform/protocol/codes';
import { at, DEMO, shanghaiDate, sql, startTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let sceneId: number;
const ids: Record<string, number> = {};
const date = shanghaiDate(2);
const [WHOLE, PART_A, PART_B, OTHER] = ['Full Court 5', 'Half Court 5A', 'Half Court 5B', 'Basketball Court 1'];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.login(DEMO.admin)).token;
  const rows = await server.query<{ id: number; name: string; scene_id: number }>(
    sql`select id, name_en as name, scene_id from site where name_en in (${WHOLE}, ${PART_A}, ${PART_B}, ${OTHER})`,
  );
  for (const r of rows) ids[r.name] = r.id;
  sceneId = rows.find((r) => r.name === WHOLE)!.scene_id;
  expect(new Set(rows.map((r) => r.scene_id))).toEqual(new Set([sceneId]));
});
afterAll(async () => {
  await server?.close();
});

const book = (name: string, from: string, to: string) =>
  server.call(addReserve, { siteId: ids[name], start: at(date, from), end: at(date, to) }, { token: admin });

/** The status of the slot of `name` starting at `hhmm`, as each of the three grids answers it. */
async function statuses(hhmms: string[]): Promise<Record<string, Record<string, string[]>>> {
  const names = [WHOLE, PART_A, PART_B, OTHER];
  const scene = await server.call(scenePeriod, { sceneId, from: date, to: date }, { token: admin });
  expect(scene.code).toBe(0);
  const answer: Record<string, Record<string, string[]>> = {};
  for (const name of names) {
    const one = await server.call(currentPeriod, { siteId: ids[name], date }, { token: admin });
    expect(one.code).toBe(0);
    const day = scene.data!.sites.find((s) => s.siteId === ids[name])!.days[0];
    answer[name] = {};
    for (const hhmm of hhmms) {
      const slotOf = (slots: { start: string; status: string }[]) =>
        slots.find((s) => s.start === at(date, hhmm))?.status ?? 'missing';
      answer[name][hhmm] = [slotOf(one.data!.slots), slotOf(day.slots)];
    }
  }
  return answer;
}

/** The summary's taken count of each site on the day, checked against the taken slots scene/period lists. */
async function summaryTaken(): Promise<Record<string, number>> {
  const summary = await server.call(sceneSummary, { sceneId, from: date, to: date }, { token: admin });
  const scene = await server.call(scenePeriod, { sceneId, from: date, to: date }, { token: admin });
  expect(summary.code).toBe(0);
  const taken: Record<string, number> = {};
  for (const name of [WHOLE, PART_A, PART_B, OTHER]) {
    const counted = summary.data!.sites.find((s) => s.siteId === ids[name])!.days[0].taken;
    const listed = scene.data!.sites.find((s) => s.siteId === ids[name])!.days[0].slots;
    expect(counted).toBe(listed.filter((s) => s.status === 'taken').length);
    taken[name] = counted;
  }
  return taken;
}

describe('a whole and its parts in the availability grids', () => {
  it('before any booking, every slot of the family is free', async () => {
    const s = await statuses(['10:00', '14:00']);
    for (const name of [WHOLE, PART_A, PART_B, OTHER]) {
      expect(s[name]).toEqual({ '10:00': ['free', 'free'], '14:00': ['free', 'free'] });
    }
    expect(await summaryTaken()).toEqual({ [WHOLE]: 0, [PART_A]: 0, [PART_B]: 0, [OTHER]: 0 });
  });

  it('the whole booked takes both parts; a part booked takes the whole but not the other part', async () => {
    const whole = await book(WHOLE, '10:00', '11:00');
    expect(whole.code).toBe(0);
    const partA = await book(PART_A, '14:00', '15:00');
    expect(partA.code).toBe(0);
    // What the grids show is what booking answers.
    expect((await book(PART_B, '10:00', '11:00')).code).toBe(Code.SLOT_TAKEN);
    expect((await book(WHOLE, '14:00', '15:00')).code).toBe(Code.SLOT_TAKEN);
    // The claims behind it: the whole's booking claims both parts, the part's claims itself.
    const claims = await server.query<{ reservation_id: number; site_id: number }>(sql`
      select reservation_id::int, site_id from site_claim
      where reservation_id in (${whole.data!.id}, ${partA.data!.id}) order by reservation_id, site_id`);
    expect(claims).toEqual([
      { reservation_id: whole.data!.id, site_id: ids[PART_A] },
      { reservation_id: whole.data!.id, site_id: ids[PART_B] },
      { reservation_id: partA.data!.id, site_id: ids[PART_A] },
    ]);

    const s = await statuses(['10:00', '11:00', '14:00']);
    const taken = ['taken', 'taken'];
    const free = ['free', 'free'];
    expect(s[WHOLE]).toEqual({ '10:00': taken, '11:00': free, '14:00': taken });
    expect(s[PART_A]).toEqual({ '10:00': taken, '11:00': free, '14:00': taken });
    expect(s[PART_B]).toEqual({ '10:00': taken, '11:00': free, '14:00': free });
    expect(s[OTHER]).toEqual({ '10:00': free, '11:00': free, '14:00': free });
    expect(await summaryTaken()).toEqual({ [WHOLE]: 2, [PART_A]: 2, [PART_B]: 1, [OTHER]: 0 });

    // Cancelling frees every grid (the claims go with the bookings).
    const cancelled = await server.call(
      cancelReserveBatch,
      { ids: [whole.data!.id, partA.data!.id] },
      { token: admin },
    );
    expect(cancelled.code).toBe(0);
    expect(
      await server.query(sql`select 1 from site_claim where reservation_id in (${whole.data!.id}, ${partA.data!.id})`),
    ).toEqual([]);
    const after = await statuses(['10:00', '14:00']);
    for (const name of [WHOLE, PART_A, PART_B]) {
      expect(after[name]).toEqual({ '10:00': free, '14:00': free });
    }
    expect(await summaryTaken()).toEqual({ [WHOLE]: 0, [PART_A]: 0, [PART_B]: 0, [OTHER]: 0 });
  });
});
