/**
 * The back office's route sets by deployment setting (spec §2 "Back office shell"):
 * every declared page is classified into the spec set that lists it, and for each
 * `school` value the known paths are exactly the spec's sets for that value minus the
 * pages not built yet (ABSENT_ADMIN_PAGES), plus the extra pages.
 */
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SPEC_PAGES,
  SCHOOLS,
  adminSetOf,
  adminSetsFor,
  type AdminPageSet,
} from '../../platform/variants/spec-routes';
import { ABSENT_ADMIN_PAGES, EXTRA_ADMIN_PAGES, adminKnownPaths, adminPages } from './routes';

const declared = adminPages.map((p) => p.path);

describe('back-office route sets', () => {
  it('classifies every declared page into the spec set that lists it (or an extra page)', () => {
    expect(declared.filter((p) => adminSetOf(p) === null)).toEqual([...EXTRA_ADMIN_PAGES]);
    const sample: Record<string, AdminPageSet> = {
      '/systemConfig': 'base',
      '/cateringStatistics': 'base',
      '/credit': 'base',
      '/quotaRule': 'quota',
      '/quotaManagement': 'quota',
      '/vouchers': 'catering',
      '/settlement': 'catering',
      '/reserveMeet': 'catering',
      '/product': 'catering',
      '/meetingRoomReser': 'shell',
      '/building': 'shell',
    };
    for (const [path, set] of Object.entries(sample)) {
      expect(declared, path).toContain(path);
      expect([path, adminSetOf(path)]).toEqual([path, set]);
    }
    // No path is in two spec lists.
    const all = Object.values(ADMIN_SPEC_PAGES).flat();
    expect(all.length).toBe(new Set(all).size);
  });

  it('lists as absent only spec pages that are not declared', () => {
    const spec = new Set(Object.values(ADMIN_SPEC_PAGES).flat());
    expect(ABSENT_ADMIN_PAGES.filter((p) => !spec.has(p))).toEqual([]);
    expect(ABSENT_ADMIN_PAGES.filter((p) => declared.includes(p))).toEqual([]);
  });

  it("knows, for each school value, the spec's sets for it minus the absent pages", () => {
    for (const school of SCHOOLS) {
      const expected = [
        ...adminSetsFor(school)
          .flatMap((set) => ADMIN_SPEC_PAGES[set])
          .filter((p) => !ABSENT_ADMIN_PAGES.includes(p)),
        ...EXTRA_ADMIN_PAGES,
      ].sort();
      expect([...adminKnownPaths(school)].sort(), `school ${school}`).toEqual(expected);
    }
  });

  it('attaches the catering, quota and fitness sets for 2–5 only; the base set and /meetingRoomReser always', () => {
    for (const school of SCHOOLS) {
      const known = adminKnownPaths(school);
      const full = school >= 2;
      expect([school, known.has('/vouchers'), known.has('/quotaRule')]).toEqual([school, full, full]);
      expect(known.has('/systemConfig') && known.has('/meetingRoomReser')).toBe(true);
    }
  });
});
