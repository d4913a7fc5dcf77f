/**
 * The rules-admin pages against the fake gateway: /reserve (the default badge; the form
 * refuses contradicting fields under the field, in the user's language, without a call,
 * then sends every column with empty inputs as null and the chosen organisations, roles
 * and identities; set as default after the confirm; no Add without resv:rule:add) and
 * /sceneRules (choosing and clearing a scene's rule, clearing a site's own rule).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sceneList } from '../../platform/contracts/assets.contract';
import {
  reserveRuleAdd,
  reserveRuleList,
  reserveRulePage,
  reserveRuleSetAsDefault,
  sceneRuleBindScene,
  sceneRuleBindSite,
  sceneRuleList,
  sceneRuleSitePage,
  type ReserveRuleRow,
  type SiteRuleRow,
} from '../../platform/contracts/rules.contract';
import { identList, orgTree } from '../../platform/contracts/org.contract';
import { roleDropDown } from '../../platform/contracts/permission.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import ReserveRulePage from './reserve-rule-page';
import SceneRulesPage from './scene-rules-page';

const RULE: ReserveRuleRow = {
  id: 1,
  isDefault: true,
  bindingCount: 0,
  name: 'Standard',
  orgIds: [],
  roleIds: [],
  idents: [],
  advanceDays: 7,
  openDaysBefore: 2,
  openTime: '08:00',
  minMinutes: 30,
  maxMinutes: 120,
  perDay: 1,
  perWeek: null,
  cancelBeforeMinutes: 0,
  lateCancelMinutes: 0,
  checkInBeforeMinutes: 15,
  checkInAfterMinutes: 15,
  needsApproval: false,
  participantsMin: 0,
  participantsMax: null,
  holdMinutes: 5,
  allowCrossDay: false,
  maxCrossDays: 7,
  waitlist: true,
  status: 0,
  sort: 0,
  remark: null,
  createdAt: '2026-11-22T09:00:00+08:00',
  updatedAt: '2026-11-22T09:00:00+08:00',
};
const MEETING: ReserveRuleRow = { ...RULE, id: 2, isDefault: false, name: 'Meeting rooms', bindingCount: 1 };

const SITE: SiteRuleRow = {
  siteId: 7,
  siteName: 'Meeting Room 301',
  sceneId: 4,
  sceneName: 'Meeting room',
  place: 'East Campus / Library / 3F',
  enabled: true,
  ruleId: 2,
  ruleName: 'Meeting rooms',
  effectiveRuleId: 2,
  effectiveRuleName: 'Meeting rooms',
  source: 'site',
};

async function setup(page: 'reserve' | 'sceneRules', permissions: string[]) {
  const { gateway } = await renderWithRuntime(page === 'reserve' ? <ReserveRulePage /> : <SceneRulesPage />, {
    lang: 'EN',
    url: `/${page}`,
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(reserveRulePage, () => aPage([RULE, MEETING]));
      gateway.on(reserveRuleList, () => [
        { id: 1, name: 'Standard', isDefault: true },
        { id: 2, name: 'Meeting rooms', isDefault: false },
      ]);
      gateway.on(reserveRuleAdd, ({ name }) => ({ ...RULE, id: 3, isDefault: false, name }));
      gateway.on(reserveRuleSetAsDefault, () => ({ ...MEETING, isDefault: true }));
      gateway.on(orgTree, () => [
        {
          id: 1,
          parentId: null,
          name: 'University',
          code: 'univ',
          sort: 0,
          status: 0 as const,
          userCount: 0,
          leaderId: null,
          leaderName: null,
          children: [
            {
              id: 2,
              parentId: 1,
              name: 'Sports',
              code: 'sports',
              sort: 0,
              status: 0 as const,
              userCount: 1,
              leaderId: null,
              leaderName: null,
              children: [],
            },
          ],
        },
      ]);
      gateway.on(roleDropDown, () => [
        { id: 1, code: 'user', name: 'User' },
        { id: 2, code: 'approver', name: 'Approver' },
      ]);
      gateway.on(identList, () => [{ id: 1, code: 'visitor', name: 'Visiting scholar' }]);
      gateway.on(sceneList, () => [{ id: 4, code: 'meetingRoom', name: 'Meeting room' }]);
      gateway.on(sceneRuleList, () => ({
        defaultRule: { id: 1, name: 'Standard', isDefault: true },
        scenes: [
          {
            sceneId: 4,
            code: 'meetingRoom',
            sceneName: 'Meeting room',
            siteCount: 6,
            ruleId: null,
            ruleName: null,
            overrideCount: 1,
          },
        ],
      }));
      gateway.on(sceneRuleSitePage, () => aPage([SITE]));
      gateway.on(sceneRuleBindScene, ({ ruleId }) => ({
        sceneId: 4,
        code: 'meetingRoom',
        sceneName: 'Meeting room',
        siteCount: 6,
        ruleId,
        ruleName: null,
        overrideCount: 1,
      }));
      gateway.on(sceneRuleBindSite, () => ({ ...SITE, ruleId: null, ruleName: null, source: 'scene' as const }));
    },
  });
  return gateway;
}

/** The input of a form field by its label. */
function field(form: HTMLElement, role: 'textbox' | 'spinbutton' | 'combobox', name: string): HTMLElement {
  return within(form).getByRole(role, { name });
}

/** Checks the box labelled `label` of a check-box field. */
function check(form: HTMLElement, name: string, label: string): void {
  const box = [...within(form).getByTestId(`field-${name}`).querySelectorAll('label')].find(
    (l) => l.textContent === label,
  );
  fireEvent.click(box!.querySelector('input')!);
}

describe('ReserveRulePage', () => {
  it('refuses contradicting fields in the form, then sends every column', async () => {
    const gateway = await setup('reserve', [
      'resv:rule:page',
      'resv:rule:add',
      'resv:rule:edit',
      'resv:rule:setAsDefault',
    ]);
    const row = (await screen.findByText('Standard')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByTestId('default-badge').textContent).toBe('Default');
    expect(within(row).getByText('Up to 7 days ahead; opens 2 days before at 08:00')).toBeTruthy();
    expect(within(row).getByText('30–120 min')).toBeTruthy();

    fireEvent.click(screen.getByTestId('reserveRule-add'));
    const form = await screen.findByTestId('reserveRule-form');
    fireEvent.change(field(form, 'textbox', 'Rule name'), { target: { value: 'Evening' } });
    fireEvent.change(field(form, 'spinbutton', 'Shortest (minutes)'), { target: { value: '60' } });
    fireEvent.change(field(form, 'spinbutton', 'Longest (minutes)'), { target: { value: '30' } });
    fireEvent.change(field(form, 'spinbutton', 'Opens days before'), { target: { value: '2' } });
    await waitFor(() => expect(within(form).getByTestId('field-orgIds').textContent).toContain('Sports'));
    await waitFor(() => expect(within(form).getByTestId('field-idents').textContent).toContain('Visiting scholar'));
    check(form, 'orgIds', 'University / Sports');
    check(form, 'roleIds', 'Approver');
    check(form, 'idents', 'Visiting scholar');
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-maxMinutes')).textContent).toBe(
      'The longest booking cannot be shorter than the shortest',
    );
    expect(within(form).getByTestId('error-openTime').textContent).toBe(
      'Fill in both "opens days before" and "opening time", or leave both empty',
    );
    expect(gateway.requests(reserveRuleAdd)).toHaveLength(0);

    fireEvent.change(field(form, 'spinbutton', 'Longest (minutes)'), { target: { value: '' } });
    fireEvent.change(field(form, 'textbox', 'Opening time'), { target: { value: '08:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(reserveRuleAdd)).toHaveLength(1));
    expect(gateway.requests(reserveRuleAdd)[0].body).toEqual({
      name: 'Evening',
      orgIds: [2],
      roleIds: [2],
      idents: ['visitor'],
      advanceDays: 7,
      openDaysBefore: 2,
      openTime: '08:30',
      minMinutes: 60,
      maxMinutes: null,
      perDay: null,
      perWeek: null,
      cancelBeforeMinutes: 0,
      lateCancelMinutes: 0,
      checkInBeforeMinutes: 15,
      checkInAfterMinutes: 15,
      needsApproval: false,
      participantsMin: 0,
      participantsMax: null,
      holdMinutes: 5,
      allowCrossDay: false,
      maxCrossDays: 7,
      waitlist: true,
      status: 0,
      sort: 0,
      remark: null,
    });
  });

  it('sets another rule as default after the confirm; without resv:rule:add there is no Add', async () => {
    const gateway = await setup('reserve', ['resv:rule:page', 'resv:rule:setAsDefault']);
    await screen.findByText('Meeting rooms');
    expect(screen.queryByTestId('reserveRule-add')).toBeNull();
    const actions = screen.getAllByTestId('action-setAsDefault');
    expect(actions).toHaveLength(1);
    fireEvent.click(actions[0]);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Make "Meeting rooms" the default reservation rule\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(reserveRuleSetAsDefault)).toHaveLength(1));
    expect(gateway.requests(reserveRuleSetAsDefault)[0].body).toEqual({ id: 2 });
  });
});

describe('SceneRulesPage', () => {
  it("binds and clears a scene's rule in place and lets a site follow its scene again", async () => {
    const gateway = await setup('sceneRules', ['resv:sceneRule:page', 'resv:sceneRule:edit']);
    expect((await screen.findByTestId('default-rule')).textContent).toBe('Default rule: Standard');
    const select = await screen.findByRole('combobox', { name: 'Reservation rule of Meeting room' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '2' } });
    await waitFor(() => expect(gateway.requests(sceneRuleBindScene)).toHaveLength(1));
    expect(gateway.requests(sceneRuleBindScene)[0].body).toEqual({ sceneId: 4, ruleId: 2 });
    await waitFor(() => expect(select).not.toHaveProperty('disabled', true));
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(gateway.requests(sceneRuleBindScene)).toHaveLength(2));
    expect(gateway.requests(sceneRuleBindScene)[1].body).toEqual({ sceneId: 4, ruleId: null });

    const row = (await screen.findByText('Meeting Room 301')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getAllByText('Meeting rooms').length).toBe(2);
    fireEvent.click(within(row).getByTestId('action-clear'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(sceneRuleBindSite)).toHaveLength(1));
    expect(gateway.requests(sceneRuleBindSite)[0].body).toEqual({ siteId: 7, ruleId: null });
  });

  it('is read-only without resv:sceneRule:edit', async () => {
    await setup('sceneRules', ['resv:sceneRule:page']);
    const select = await screen.findByRole('combobox', { name: 'Reservation rule of Meeting room' });
    expect((select as HTMLSelectElement).disabled).toBe(true);
    await screen.findByText('Meeting Room 301');
    expect(screen.queryByTestId('action-clear')).toBeNull();
    expect(screen.queryByTestId('action-edit')).toBeNull();
  });
});
