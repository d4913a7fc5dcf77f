/**
 * /favorites through the real runtime and a fake gateway holding the groups: the groups
 * and the first group's members show; a group is created (and chosen), renamed and
 * deleted after confirmation; a member is added from the search (never oneself) and
 * removed after confirmation; an import of typed accounts and of an .xlsx file reports
 * each row's result. Plus reading accounts from text and sheets.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  favoriteGroupMember,
  favoriteGroupsDelete,
  favoriteGroupsDetails,
  favoriteGroupsEdit,
  favoriteGroupsSave,
  favoriteImportMember,
  favoriteMemberDelete,
  favoriteMemberSave,
  userSearch,
  type FavoriteGroup,
  type FavoriteMember,
  type PersonRow,
} from '../../platform/contracts/people.contract';
import type { CallContract } from '../../platform/contracts/define-call';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { buildSheet } from '../../ui/resource-page/sheet';
import { renderWithRuntime } from '../../ui/testing';
import { accountsFromSheet, accountsFromText } from './import-accounts';
import { FavoritesPage } from './index';

const AT = '2026-11-20T10:00:00+08:00';
const PEOPLE: PersonRow[] = [
  { id: 2, name: 'Demo Booker', account: 'booker', orgName: 'CS', phone: '' },
  { id: 3, name: 'Demo Approver', account: 'approver', orgName: 'Sports', phone: '138****5678' },
  { id: 4, name: 'Zed One', account: 'zed1', orgName: null, phone: '' },
];

/** A fake gateway with one group (Badminton partners: Demo Approver) kept in memory. */
async function renderPage(url = '/favorites') {
  const groups: FavoriteGroup[] = [{ id: 7, name: 'Badminton partners', sort: 0, memberCount: 1, createdAt: AT }];
  const members = new Map<number, FavoriteMember[]>([[7, [{ ...PEOPLE[1], addedAt: AT }]]]);
  const counted = () => groups.map((g) => ({ ...g, memberCount: members.get(g.id)?.length ?? 0 }));
  const { gateway } = await renderWithRuntime(<FavoritesPage />, {
    app: 'terminal',
    lang: 'EN',
    url,
    serve: (gateway) => {
      gateway.on(favoriteGroupsDetails, () => counted());
      gateway.on(favoriteGroupsSave, ({ name }) => {
        const g = { id: 8, name, sort: 0, memberCount: 0, createdAt: AT };
        groups.push(g);
        members.set(8, []);
        return g;
      });
      gateway.on(favoriteGroupsEdit, ({ id, name }) => {
        const g = groups.find((x) => x.id === id)!;
        g.name = name;
        return { ...g };
      });
      gateway.on(favoriteGroupsDelete, ({ id }) => {
        groups.splice(
          groups.findIndex((x) => x.id === id),
          1,
        );
        return { id };
      });
      gateway.on(favoriteGroupMember, ({ groupId }) => members.get(groupId) ?? []);
      gateway.on(favoriteMemberSave, ({ groupId, userId }) => {
        const m = { ...PEOPLE.find((p) => p.id === userId)!, addedAt: AT };
        members.get(groupId)!.push(m);
        return m;
      });
      gateway.on(favoriteMemberDelete, ({ groupId, userId }) => {
        const list = members.get(groupId)!;
        list.splice(
          list.findIndex((m) => m.id === userId),
          1,
        );
        return { removed: 1 };
      });
      gateway.on(favoriteImportMember, ({ groupId, accounts }) => {
        const rows = accounts.map((a) => {
          const p = PEOPLE.find((x) => x.account === a.toLowerCase());
          if (!p) return { account: a, result: 'unknown' as const, name: null };
          if (p.id === 2) return { account: a, result: 'self' as const, name: p.name };
          const list = members.get(groupId)!;
          if (list.some((m) => m.id === p.id)) return { account: a, result: 'member' as const, name: p.name };
          list.push({ ...p, addedAt: AT });
          return { account: a, result: 'added' as const, name: p.name };
        });
        return { rows, added: rows.filter((r) => r.result === 'added').length };
      });
      gateway.on(userSearch, ({ keyword }) =>
        PEOPLE.filter((p) => `${p.account} ${p.name}`.toLowerCase().includes(keyword.toLowerCase())),
      );
    },
  });
  return { gateway, groups, members };
}

const posted = (gateway: FakeGateway, contract: CallContract) => gateway.requests(contract).map((r) => r.body);
const memberNames = () => screen.queryAllByTestId('member').map((m) => within(m).getAllByText(/./)[0].textContent);

describe('/favorites', () => {
  it("shows the groups and the first group's members; creates, renames and deletes a group", async () => {
    const { gateway } = await renderPage();
    const nav = await screen.findByRole('navigation', { name: 'My favourite groups' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByTestId('group-item')
          .map((b) => b.textContent),
      ).toEqual(['Badminton partners1 member']),
    );
    expect(await screen.findByRole('heading', { name: 'Badminton partners' })).toBeTruthy();
    await waitFor(() => expect(memberNames()).toEqual(['Demo Approver approver']));

    fireEvent.click(within(nav).getByRole('button', { name: 'New favourite group' }));
    const dialog = await screen.findByTestId('group-name-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter a group name')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Group name/), { target: { value: '  Tuesday team ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted(gateway, favoriteGroupsSave)).toEqual([{ name: 'Tuesday team' }]));
    // The new group is chosen.
    expect(await screen.findByRole('heading', { name: 'Tuesday team' })).toBeTruthy();
    expect(await screen.findByText('This group has no members yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const rename = await screen.findByTestId('group-name-dialog');
    fireEvent.change(within(rename).getByLabelText(/Group name/), { target: { value: 'Tuesday squad' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Tuesday squad' })).toBeTruthy();
    expect(posted(gateway, favoriteGroupsEdit)).toEqual([{ id: 8, name: 'Tuesday squad' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('Delete the favourite group "Tuesday squad"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(posted(gateway, favoriteGroupsDelete)).toEqual([{ id: 8 }]));
    expect(await screen.findByRole('heading', { name: 'Badminton partners' })).toBeTruthy();
  });

  it('adds a member from the search (not oneself) and removes one after confirmation', async () => {
    const { gateway } = await renderPage('/favorites?group=7');
    await waitFor(() => expect(memberNames()).toEqual(['Demo Approver approver']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Add a member' }), { target: { value: 'o' } });
    const add = await screen.findByRole('button', { name: 'Add Zed One (zed1)' }, { timeout: 2000 });
    expect(screen.queryByRole('button', { name: /Demo Booker/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Demo Approver (approver)' })).toBeNull();
    fireEvent.click(add);
    await waitFor(() => expect(memberNames()).toEqual(['Demo Approver approver', 'Zed One zed1']));
    expect(posted(gateway, favoriteMemberSave)).toEqual([{ groupId: 7, userId: 4 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Demo Approver' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(memberNames()).toEqual(['Zed One zed1']));
    expect(posted(gateway, favoriteMemberDelete)).toEqual([{ groupId: 7, userId: 3 }]);
  });

  it('imports typed accounts and an .xlsx file with a result per row', async () => {
    const { gateway } = await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByTestId('import-members-dialog');
    fireEvent.change(within(dialog).getByLabelText('Accounts'), {
      target: { value: 'zed1, nobody\n\nbooker\napprover' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByTestId('import-report');
    const cells = () =>
      within(within(dialog).getByTestId('import-report'))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(cells()).toEqual([
      ['1', 'zed1', 'Zed One', 'Added'],
      ['1', 'nobody', '', 'Unknown account'],
      ['3', 'booker', 'Demo Booker', 'You cannot add yourself'],
      ['4', 'approver', 'Demo Approver', 'Already a member'],
    ]);
    expect(posted(gateway, favoriteImportMember)).toEqual([
      { groupId: 7, accounts: ['zed1', 'nobody', 'booker', 'approver'] },
    ]);

    const xlsx = await buildSheet(
      'Members',
      ['Name', 'Account'],
      [
        ['Zed', 'ZED1'],
        ['Nobody', 'ghost'],
      ],
    );
    const file = new File([xlsx], 'members.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(within(dialog).getByTestId('import-members-file'), { target: { files: [file] } });
    expect((await within(dialog).findByTestId('import-file-summary', {}, { timeout: 3000 })).textContent).toBe(
      '2 accounts read from members.xlsx',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(cells()).toEqual([
        ['2', 'ZED1', 'Zed One', 'Already a member'],
        ['3', 'ghost', '', 'Unknown account'],
      ]),
    );
  });
});

describe('reading accounts', () => {
  it('splits typed text by lines, commas, semicolons and tabs, keeping line numbers', () => {
    expect(accountsFromText(' a ,b;c\n\n d\te \r\nf，g')).toEqual([
      { line: 1, account: 'a' },
      { line: 1, account: 'b' },
      { line: 1, account: 'c' },
      { line: 3, account: 'd' },
      { line: 3, account: 'e' },
      { line: 4, account: 'f' },
      { line: 4, account: 'g' },
    ]);
  });

  it("takes the account column of a sheet by any language's header, else the first column", () => {
    const sheet = {
      header: ['姓名', ' 账号 '],
      rows: [
        { rowNumber: 2, cells: ['甲', 'a1'] },
        { rowNumber: 4, cells: ['乙', ''] },
      ],
    };
    expect(accountsFromSheet(sheet, ['Account', '账号'])).toEqual([{ line: 2, account: 'a1' }]);
    expect(accountsFromSheet(sheet, ['Login'])).toEqual([
      { line: 2, account: '甲' },
      { line: 4, account: '乙' },
    ]);
  });
});
