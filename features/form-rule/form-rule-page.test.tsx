/**
 * /formRule against the fake gateway: the list shows each rule's form and what it applies to
 * (or every booking that needs approval); a rule is added with its form, sites and scenes
 * picked from their choices; disabling sends the status; a duplicate name shows the
 * server's refusal.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  formRuleAdd,
  formRuleChangeStatus,
  formRuleChoices,
  formRulePage,
  type FormRuleRow,
} from '../../platform/contracts/form-rule.contract';
import { Code } from '../../platform/protocol/codes';
import { aPage, aUser, refuse, renderWithRuntime } from '../../ui/testing';
import FormRulePage from './form-rule-page';

const MEETING: FormRuleRow = {
  id: 4,
  name: 'Meeting rooms',
  defineId: 7,
  defineName: 'Room request',
  sceneIds: [2],
  siteIds: [11],
  ruleIds: [],
  sceneNames: ['Meeting rooms'],
  siteNames: ['Room 301'],
  ruleNames: [],
  priority: 5,
  status: 0,
  updatedAt: '2026-11-25T09:30:00+08:00',
};
const FALLBACK: FormRuleRow = {
  ...MEETING,
  id: 5,
  name: 'Everything else',
  sceneIds: [],
  siteIds: [],
  sceneNames: [],
  siteNames: [],
  priority: 0,
};

const ALL = [
  'resv:formRule:page',
  'resv:formRule:add',
  'resv:formRule:edit',
  'resv:formRule:delete',
  'resv:formRule:changeStatus',
];

async function renderPage() {
  return renderWithRuntime(<FormRulePage />, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions: ALL }),
    serve: (gateway) => {
      gateway.on(formRulePage, () => aPage([MEETING, FALLBACK]));
      gateway.on(formRuleChoices, () => ({
        forms: [{ id: 7, name: 'Room request' }],
        scenes: [{ id: 2, name: 'Meeting rooms' }],
        sites: [
          { id: 11, name: 'Meeting rooms / Room 301' },
          { id: 12, name: 'Meeting rooms / Room 302' },
        ],
        rules: [{ id: 1, name: 'Default' }],
      }));
      gateway.on(formRuleAdd, (input) => {
        if (input.name === 'Meeting rooms') return refuse(Code.DUPLICATE, 'The name Meeting rooms is taken');
        return { ...MEETING, ...input, id: 9 };
      });
      gateway.on(formRuleChangeStatus, (input) => ({ ...MEETING, status: input.status }));
    },
  });
}

/** Clicks a row action, inline or under "More". */
async function rowAction(row: HTMLElement, key: string) {
  const inline = within(row).queryByTestId(`action-${key}`);
  if (inline) return fireEvent.click(inline);
  fireEvent.click(within(row).getByRole('button', { name: 'More' }));
  fireEvent.click(await screen.findByTestId(`action-${key}`));
}

describe('/formRule', { timeout: 30_000 }, () => {
  it('lists each rule with its form and what it applies to', async () => {
    await renderPage();
    const row = (await screen.findByText('Meeting rooms', { selector: 'td' })).closest(
      '[data-testid="data-row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Room request')).toBeTruthy();
    expect(within(row).getByText('Sites: Room 301')).toBeTruthy();
    expect(within(row).getByText('Scenes: Meeting rooms')).toBeTruthy();
    const fallback = (await screen.findByText('Everything else')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(fallback).getByText('Every booking that needs approval')).toBeTruthy();
  });

  it('adds a rule for a form, sites and a scene; a taken name shows the refusal', async () => {
    const { gateway } = await renderPage();
    fireEvent.click(await screen.findByTestId('formRule-add'));
    const form = await screen.findByTestId('formRule-form');
    const define = within(form).getByRole('combobox', { name: 'Form' });
    await waitFor(() => expect(within(define).getByRole('option', { name: 'Room request' })).toBeTruthy());
    fireEvent.change(define, { target: { value: '7' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name' }), { target: { value: 'Room 302 only' } });
    const room = await within(form).findByRole('checkbox', { name: 'Meeting rooms / Room 302' });
    fireEvent.click(room);
    await waitFor(() => expect((room as HTMLInputElement).checked).toBe(true));
    const scene = await within(form).findByRole('checkbox', { name: 'Meeting rooms' });
    fireEvent.click(scene);
    await waitFor(() => expect((scene as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(formRuleAdd)).toHaveLength(1));
    expect(gateway.requests(formRuleAdd)[0].body).toEqual({
      name: 'Room 302 only',
      defineId: 7,
      siteIds: [12],
      ruleIds: [],
      sceneIds: [2],
      priority: 0,
      status: 0,
    });

    await waitFor(() => expect(screen.queryByTestId('formRule-form')).toBeNull());
    fireEvent.click(await screen.findByTestId('formRule-add'));
    const again = await screen.findByTestId('formRule-form');
    fireEvent.change(within(again).getByRole('combobox', { name: 'Form' }), { target: { value: '7' } });
    fireEvent.change(within(again).getByRole('textbox', { name: 'Name' }), { target: { value: 'Meeting rooms' } });
    fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The name Meeting rooms is taken')).toBeTruthy();
  });

  it('disables a rule', async () => {
    const { gateway } = await renderPage();
    const row = (await screen.findByText('Meeting rooms', { selector: 'td' })).closest(
      '[data-testid="data-row"]',
    ) as HTMLElement;
    await rowAction(row, 'disable');
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(formRuleChangeStatus)).toHaveLength(1));
    expect(gateway.requests(formRuleChangeStatus)[0].body).toEqual({ id: 4, status: 1 });
  });
});
