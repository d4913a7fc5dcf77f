/**
 * The settings-admin pages against the fake gateway through the real runtime: the
 * settings form (grouped fields, the school note, per-key validation, one edit per
 * changed key), the dictionary items drawer (list and add with labels in three
 * languages), the text-override key picker, and the flexible menu form.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { CallContract } from '../../platform/contracts/define-call';
import {
  configEdit,
  configPage,
  flexibleMenuAdd,
  flexibleMenuPage,
  languageAdd,
  languagePage,
  systemDictItemAdd,
  systemDictItemList,
  systemDictTypePage,
  type ConfigEntry,
  type DictItemRow,
  type DictTypeRow,
} from '../../platform/contracts/settings.contract';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import SystemConfigPage from './system-config-page';
import SystemDictionaryPage from './system-dictionary-page';
import MoreLanguagePage from './more-language-page';
import FlexibleMenuPage from './flexible-menu-page';

/** Renders `element` for an administrator holding `permissions`; returns the bodies sent to a contract. */
async function setup(element: ReactElement, serve: (gateway: FakeGateway) => void, permissions: string[]) {
  const { gateway } = await renderWithRuntime(element, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions }),
    serve,
  });
  return (contract: CallContract) => gateway.requests(contract).map((r) => r.body);
}

const entry = (
  key: ConfigEntry['key'],
  value: unknown,
  type: ConfigEntry['type'],
  topic: ConfigEntry['topic'],
  options?: number[],
): ConfigEntry => ({ key, value, type, topic, options, descriptionKey: `settingsAdmin:config.${key}.help` });

describe('SystemConfigPage', () => {
  const entries = [
    entry('title', 'Venueflow', 'string', 'general'),
    entry('school', 0, 'enum', 'general', [0, 1, 2, 3, 4, 5]),
    entry('language', 0, 'enum', 'general', [0, 1, 2]),
    entry('loginMode', 0, 'enum', 'login', [0, 1]),
    entry('casServerUrl', '', 'url', 'login'),
    entry('casServiceOrigins', [], 'origins', 'login'),
    entry('encrypt', false, 'boolean', 'security'),
  ];

  it('groups the settings by topic with help, notes a school change, validates, saves each changed key', async () => {
    const calls = await setup(
      <SystemConfigPage />,
      (gateway) => {
        gateway.on(configPage, () => entries);
        gateway.on(configEdit, ({ key, value }) => ({ ...entries.find((e) => e.key === key)!, value }));
      },
      ['system:config:page', 'system:config:edit'],
    );
    await screen.findByText('Login and single sign-on');
    expect(screen.getByText('General')).toBeTruthy();
    expect(screen.getByText('Security')).toBeTruthy();
    expect(screen.getByText('The product name shown in the terminal.')).toBeTruthy();
    expect(screen.queryByTestId('school-note')).toBeNull();

    fireEvent.change(screen.getByLabelText('Deployment variant'), { target: { value: '3' } });
    expect((await screen.findByTestId('school-note')).textContent).toMatch(/different set of pages/);
    fireEvent.change(screen.getByLabelText('Allowed return origins'), {
      target: { value: 'https://a.example\nhttps://b.example/path' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await within(screen.getByTestId('config-casServiceOrigins')).findByText(/Line 2/)).textContent).toMatch(
      /origin/,
    );
    expect(calls(configEdit)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Allowed return origins'), { target: { value: 'https://a.example\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls(configEdit)).toEqual([
        { key: 'school', value: 3 },
        { key: 'casServiceOrigins', value: ['https://a.example'] },
      ]),
    );
  });

  it('is read-only without the edit permission', async () => {
    await setup(<SystemConfigPage />, (gateway) => gateway.on(configPage, () => entries), ['system:config:page']);
    await screen.findByText('General');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText('Title') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('SystemDictionaryPage', () => {
  it('opens the items of a dictionary and adds one with labels in three languages', async () => {
    const type: DictTypeRow = {
      id: 4,
      kind: 'system',
      code: 'yesNo',
      name: 'Yes / no',
      status: 0,
      sort: 0,
      remark: null,
      itemCount: 1,
    };
    const items: DictItemRow[] = [
      { id: 9, typeId: 4, value: 'Y', labelCn: '是', labelEn: 'Yes', labelTc: '是', status: 0, sort: 1 },
    ];
    const calls = await setup(
      <SystemDictionaryPage />,
      (gateway) => {
        gateway.on(systemDictTypePage, () => aPage([type]));
        gateway.on(systemDictItemList, () => items);
        gateway.on(systemDictItemAdd, (input) => {
          const row: DictItemRow = { id: 10, ...input };
          items.push(row);
          return row;
        });
      },
      ['system:dict:page', 'system:dict:add', 'system:dict:edit', 'system:dict:delete'],
    );
    const table = await screen.findByRole('table', { name: 'System dictionary' });
    fireEvent.click(await within(table).findByTestId('action-items'));
    const drawer = await screen.findByTestId('dict-items');
    expect(within(drawer).getByText('Items of Yes / no (yesNo)')).toBeTruthy();
    await within(drawer).findByText('Yes');
    expect(calls(systemDictItemList)[0]).toEqual({ typeId: '4' });

    fireEvent.click(within(drawer).getByTestId('dict-item-add'));
    const form = await screen.findByTestId('dict-item-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Value' }), { target: { value: 'N' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Label (simplified Chinese)' }), {
      target: { value: '否' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Label (English)' }), { target: { value: 'No' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect(await within(form).findByTestId('error-labelTc')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Label (traditional Chinese)' }), {
      target: { value: '否' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls(systemDictItemAdd)).toEqual([
        { typeId: 4, value: 'N', labelCn: '否', labelEn: 'No', labelTc: '否', sort: 2, status: 0 },
      ]),
    );
    await within(drawer).findByText('No');
  });
});

describe('MoreLanguagePage', () => {
  it('picks a shipped key, shows its shipped texts and adds the override', async () => {
    const calls = await setup(
      <MoreLanguagePage />,
      (gateway) => {
        gateway.on(languagePage, () => aPage([]));
        gateway.on(languageAdd, (input) => ({ id: 1, updatedAt: '2026-01-01T00:00:00Z', ...input }));
      },
      ['system:language:page', 'system:language:add'],
    );
    fireEvent.click(await screen.findByTestId('override-add'));
    const form = await screen.findByTestId('override-form');
    fireEvent.change(within(form).getByLabelText('Namespace'), { target: { value: 'common' } });
    fireEvent.change(within(form).getByLabelText('Search keys or texts'), { target: { value: 'logout' } });
    const option = within(within(form).getByTestId('key-picker'))
      .getAllByRole('option')
      .find((o) => o.textContent?.startsWith('common:logout'))!;
    expect(option.textContent).toMatch(/CN.*EN.*TC/);
    fireEvent.click(option);
    expect(within(form).getByTestId('picked-shipped').textContent).toMatch(/^common:logout — /);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Override' }), { target: { value: 'Sign off' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls(languageAdd)).toEqual([{ lang: 'EN', ns: 'common', key: 'logout', value: 'Sign off' }]),
    );
    await waitFor(() => expect(screen.queryByTestId('override-form')).toBeNull());
  });
});

describe('FlexibleMenuPage', () => {
  it('lists the entries and adds a link opening in a new window', async () => {
    const calls = await setup(
      <FlexibleMenuPage />,
      (gateway) => {
        gateway.on(flexibleMenuPage, () =>
          aPage([
            {
              id: 1,
              titleCn: '我的预约',
              titleEn: 'My bookings',
              titleTc: '我的預約',
              icon: 'list',
              path: '/my',
              link: null,
              target: null,
              sort: 0,
              status: 0,
            },
          ]),
        );
        gateway.on(flexibleMenuAdd, (input) => ({
          id: 2,
          ...input,
          target: input.target as '_self' | '_blank' | null,
        }));
      },
      ['system:flexibleMenu:page', 'system:flexibleMenu:add'],
    );
    const table = await screen.findByRole('table', { name: 'Flexible menu' });
    await within(table).findByText('/my');
    fireEvent.click(screen.getByTestId('flexible-menu-add'));
    const form = await screen.findByTestId('flexible-menu-form');
    for (const [name, value] of [
      ['Title (simplified Chinese)', '校园网'],
      ['Title (English)', 'Campus'],
      ['Title (traditional Chinese)', '校園網'],
    ]) {
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    }
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-path')).textContent).toBe(
      'Fill in either an in-app path or a link, not both',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'External link' }), {
      target: { value: 'https://www.example.edu' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls(flexibleMenuAdd)).toEqual([
        {
          titleCn: '校园网',
          titleEn: 'Campus',
          titleTc: '校園網',
          icon: null,
          path: null,
          link: 'https://www.example.edu',
          target: '_blank',
          sort: 0,
          status: 0,
        },
      ]),
    );
  });
});
