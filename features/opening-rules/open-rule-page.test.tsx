/**
 * /openRule against the fake gateway through the real runtime: choosing a scene and a
 * site loads its week; editing, copying Monday and saving sends the whole week and shows
 * the outside-hours count; an invalid range disables Save with a localized message; "all
 * sites of the scene" saves by scene; the closures of the site are listed below.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { closurePage, openRuleGet, openRuleSave } from '../../platform/contracts/open-rule.contract';
import type { CallContract } from '../../platform/contracts/define-call';
import { sceneDetail, sceneList } from '../../platform/contracts/site.contract';
import { aPage, aScene, aSite, aUser, renderWithRuntime } from '../../ui/testing';
import OpenRulePage from './open-rule-page';

const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'STA', 'SUN'] as const;
const site = (id: number, name: string) =>
  aSite({
    id,
    name,
    sceneId: 2,
    sceneName: 'Basketball',
    campusName: 'West',
    buildingName: 'Gym',
    openingHours: [],
  });

async function setup(permissions: string[]) {
  const { gateway } = await renderWithRuntime(<OpenRulePage />, {
    lang: 'EN',
    url: '/openRule',
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(sceneList, () => [aScene({ id: 2, code: 'basketball', name: 'Basketball', siteCount: 2 })]);
      gateway.on(sceneDetail, () => ({
        ...aScene({ id: 2, code: 'basketball', name: 'Basketball', siteCount: 2 }),
        sites: [site(5, 'Court 1'), site(6, 'Court 2')],
      }));
      gateway.on(openRuleGet, ({ siteId }) => ({
        siteId,
        sceneId: 2,
        slotMinutes: 60,
        timeZone: 'Asia/Shanghai',
        openings: DAYS.map((weekDay) => ({ weekDay, openTime: '08:00', closeTime: '22:00' })),
      }));
      gateway.on(openRuleSave, (input) => ({
        siteIds: 'sceneId' in input && input.sceneId ? [5, 6] : [5],
        outsideHours: 2,
      }));
      gateway.on(closurePage, ({ siteId }) =>
        aPage(
          siteId
            ? [
                {
                  id: 1,
                  siteId: 5,
                  siteName: 'Court 1',
                  sceneId: 2,
                  sceneName: 'Basketball',
                  startDate: '2026-12-24',
                  endDate: '2026-12-26',
                  reason: 'Holidays',
                  createdAt: '2026-11-22T10:00:00+08:00',
                },
              ]
            : [],
        ),
      );
    },
  });
  return (contract: CallContract) => gateway.requests(contract).map((r) => r.body);
}

async function choose(siteLabel: string) {
  await screen.findByRole('option', { name: 'Basketball' });
  fireEvent.change(screen.getByLabelText('Scene'), { target: { value: '2' } });
  await screen.findByRole('option', { name: siteLabel });
  const select = screen.getByLabelText('Site') as HTMLSelectElement;
  const option = [...select.options].find((o) => o.text === siteLabel)!;
  fireEvent.change(select, { target: { value: option.value } });
  return screen.findByLabelText('Monday range 1 opens');
}

describe('OpenRulePage', { timeout: 20_000 }, () => {
  const all = ['resv:openRule:page', 'resv:openRule:add', 'resv:openRule:edit', 'resv:openRule:delete'];

  it(
    'edits one site: Monday 10:00–12:00 copied to every day, saved as the whole week, with the ' +
      'outside-hours count',
    async () => {
      const calls = await setup(all);
      expect(screen.getByTestId('open-rule-pick')).toBeTruthy();
      const opens = await choose('Court 1');
      expect((opens as HTMLInputElement).value).toBe('08:00');
      fireEvent.change(opens, { target: { value: '10:00' } });
      fireEvent.change(screen.getByLabelText('Monday range 1 closes'), { target: { value: '12:00' } });
      fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to every day' }));
      expect((screen.getByLabelText('Sunday range 1 opens') as HTMLInputElement).value).toBe('10:00');
      fireEvent.click(screen.getByTestId('open-rule-save'));
      await waitFor(() =>
        expect(calls(openRuleSave)).toEqual([
          {
            siteId: 5,
            slotMinutes: 60,
            openings: DAYS.map((weekDay) => ({ weekDay, openTime: '10:00', closeTime: '12:00' })),
          },
        ]),
      );
      const result = await screen.findByTestId('open-rule-result');
      expect(result.textContent).toMatch(/Saved the hours of 1 site\(s\)\./);
      expect(result.textContent).toMatch(/2 future booking\(s\) now fall outside the hours/);
      // The closures that apply to the site are listed below.
      expect(await within(screen.getByTestId('closure-page')).findByText('Holidays')).toBeTruthy();
      expect(calls(closurePage)[0]).toMatchObject({ siteId: '5' });
    },
  );

  it('shows a localized problem and disables Save for an invalid week; removing the range fixes it', async () => {
    const calls = await setup(all);
    await choose('Court 1');
    fireEvent.change(screen.getByLabelText('Tuesday range 1 closes'), { target: { value: '08:30' } });
    expect((await within(screen.getByTestId('week-day-TUE')).findByRole('alert')).textContent).toBe(
      'Tuesday 08:00–08:30 is not a whole number of 60-minute slots',
    );
    expect((screen.getByTestId('open-rule-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday range 1' }));
    expect(within(screen.getByTestId('week-day-TUE')).getByText('Closed')).toBeTruthy();
    expect((screen.getByTestId('open-rule-save') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('open-rule-save'));
    await waitFor(() => expect(calls(openRuleSave)).toHaveLength(1));
    expect((calls(openRuleSave)[0] as { openings: { weekDay: string }[] }).openings.map((o) => o.weekDay)).toEqual([
      'MON',
      'WED',
      'THU',
      'FRI',
      'STA',
      'SUN',
    ]);
  });

  it('saves all sites of the scene by scene', async () => {
    const calls = await setup(all);
    await choose('All sites of this scene');
    expect(screen.getByText(/replaces the hours of all 2 sites/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('open-rule-save'));
    await waitFor(() => expect(calls(openRuleSave)).toHaveLength(1));
    expect(calls(openRuleSave)[0]).toMatchObject({ sceneId: 2, slotMinutes: 60 });
    expect(calls(openRuleGet)[0]).toMatchObject({ siteId: '5' }); // GET: query text
    expect((await screen.findByTestId('open-rule-result')).textContent).toMatch(/2 site\(s\)/);
  });

  it('is read-only without the edit permission', async () => {
    await setup(['resv:openRule:page']);
    const opens = await choose('Court 1');
    expect((opens as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByTestId('open-rule-save') as HTMLButtonElement).disabled).toBe(true);
  });
});
