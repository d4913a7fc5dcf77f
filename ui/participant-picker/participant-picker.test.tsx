/**
 * The participant picker through the real runtime and a fake gateway: the user search is
 * asked once, 500 ms after the typing stops, and adds a user (the booker is never
 * offered); guests need a name and a plausible phone; a favourite group adds its members
 * once each and stops at `max`, saying how many were left out; one leader at a time;
 * remove; the count is flagged outside [min, max]. Plus the pure list steps.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  favoriteGroupMember,
  favoriteGroupsDetails,
  userSearch,
  type FavoriteMember,
  type PersonRow,
} from '../../platform/contracts/people.contract';
import { renderWithRuntime } from '../testing';
import {
  addGuest,
  addUsers,
  countProblem,
  isGuestPhone,
  ParticipantPicker,
  removeAt,
  toggleLeader,
  type PickedParticipant,
} from './index';

const PEOPLE: PersonRow[] = [
  { id: 2, name: 'Demo Booker', account: 'booker', orgName: 'CS', phone: '' },
  { id: 3, name: 'Demo Approver', account: 'approver', orgName: 'Sports', phone: '138****5678' },
  { id: 4, name: 'Zed One', account: 'zed1', orgName: null, phone: '' },
];
const member = (p: PersonRow): FavoriteMember => ({ ...p, addedAt: '2026-11-20T10:00:00+08:00' });

/** Renders the picker holding its own state; returns the fake gateway and the latest value. */
async function renderPicker(props: { min?: number; max?: number | null } = {}) {
  const latest: { value: PickedParticipant[] } = { value: [] };
  function Host() {
    const [value, setValue] = useState<PickedParticipant[]>([]);
    latest.value = value;
    return <ParticipantPicker value={value} onChange={setValue} excludeUserIds={[2]} {...props} />;
  }
  const { gateway } = await renderWithRuntime(<Host />, {
    app: 'terminal',
    lang: 'EN',
    serve: (gateway) => {
      gateway.on(userSearch, ({ keyword }) =>
        PEOPLE.filter((p) => `${p.account} ${p.name}`.toLowerCase().includes(keyword.toLowerCase())),
      );
      gateway.on(favoriteGroupsDetails, () => [
        { id: 7, name: 'Badminton partners', sort: 0, memberCount: 3, createdAt: '2026-11-20T10:00:00+08:00' },
      ]);
      gateway.on(favoriteGroupMember, () => [member(PEOPLE[0]), member(PEOPLE[1]), member(PEOPLE[2])]);
    },
  });
  return { gateway, latest };
}

const rows = () => screen.queryAllByTestId('participant').map((r) => r.textContent);

describe('ParticipantPicker', () => {
  it('searches once after the typing stops and adds a user; the booker is not offered', async () => {
    const { gateway, latest } = await renderPicker();
    const box = screen.getByRole('searchbox', { name: 'Search people' });
    for (const text of ['d', 'de', 'dem', 'demo']) fireEvent.change(box, { target: { value: text } });
    const add = await screen.findByRole('button', { name: 'Add Demo Approver (approver)' }, { timeout: 2000 });
    const searches = gateway.requests(userSearch);
    expect(searches.map((r) => r.body.keyword)).toEqual(['demo']);
    expect(screen.queryByRole('button', { name: /Demo Booker/ })).toBeNull();
    expect(screen.getAllByTestId('search-result')).toHaveLength(1);

    fireEvent.click(add);
    expect(latest.value).toEqual([{ userId: 3, name: 'Demo Approver', isLeader: false }]);
    expect(rows()).toEqual([expect.stringContaining('Demo Approver')]);
    // Once added, the result shows as added instead of offering it again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Demo Approver (approver)' })).toBeNull());
    expect(screen.getByTestId('participant-count').textContent).toBe('1 participant');
  });

  it('adds a guest only with a name and a plausible phone', async () => {
    const { latest } = await renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText("Enter the guest's name")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Guest name'), { target: { value: ' Guest Wang ' } });
    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeTruthy();
    expect(latest.value).toEqual([]);

    fireEvent.change(screen.getByLabelText('Phone (optional)'), { target: { value: '13800000000' } });
    fireEvent.keyDown(screen.getByLabelText('Phone (optional)'), { key: 'Enter' });
    await waitFor(() => expect(latest.value).toEqual([{ name: 'Guest Wang', phone: '13800000000', isLeader: false }]));
    expect((screen.getByLabelText('Guest name') as HTMLInputElement).value).toBe('');
  });

  it("adds a favourite group's members up to max, marks one leader, removes, and flags the count", async () => {
    const { latest } = await renderPicker({ min: 2, max: 2 });
    expect(screen.getByTestId('participant-count').textContent).toBe('0 participants · 2–2 needed');
    expect(screen.getByText('At least 2 participants are needed')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Guest name'), { target: { value: 'Guest Li' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    const select = await screen.findByTestId('group-select');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: "Add the group's members" }));
    // The booker is left out; one place was left, so Zed One is skipped.
    await waitFor(() => expect(latest.value.map((p) => p.name)).toEqual(['Guest Li', 'Demo Approver']));
    expect(screen.getByTestId('picker-status').textContent).toBe(
      '1 person added The limit is reached: 1 person was not added',
    );
    expect(screen.queryByText('At least 2 participants are needed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add guest' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Make Demo Approver the leader' }));
    expect(latest.value.map((p) => p.isLeader)).toEqual([false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Make Guest Li the leader' }));
    expect(latest.value.map((p) => p.isLeader)).toEqual([true, false]);
    expect(screen.getByRole('button', { name: 'Guest Li is no longer the leader' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Guest Li' }));
    expect(latest.value).toEqual([{ userId: 3, name: 'Demo Approver', isLeader: false }]);
    expect(screen.getByText('At least 2 participants are needed')).toBeTruthy();
  });
});

describe('participant list steps', () => {
  const a: PickedParticipant = { userId: 1, name: 'A', isLeader: true };
  it('adds users once, leaves out excluded ones and stops at max', () => {
    expect(
      addUsers(
        [a],
        [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
          { id: 3, name: 'C' },
          { id: 4, name: 'D' },
        ],
        3,
        [3],
      ),
    ).toEqual({
      next: [a, { userId: 2, name: 'B', isLeader: false }, { userId: 4, name: 'D', isLeader: false }],
      added: 2,
      skipped: 0,
    });
    expect(
      addUsers(
        [a],
        [
          { id: 2, name: 'B' },
          { id: 3, name: 'C' },
        ],
        2,
      ),
    ).toMatchObject({ added: 1, skipped: 1 });
    expect(addGuest([a], ' G ', ' ', null).next[1]).toEqual({ name: 'G', isLeader: false });
    expect(addGuest([a], 'G', '', 1)).toMatchObject({ added: 0, skipped: 1, next: [a] });
  });

  it('keeps one leader at most, removes by index, and judges counts and phones', () => {
    const b: PickedParticipant = { name: 'B', isLeader: false };
    expect(toggleLeader([a, b], 1).map((p) => p.isLeader)).toEqual([false, true]);
    expect(toggleLeader([a, b], 0).map((p) => p.isLeader)).toEqual([false, false]);
    expect(removeAt([a, b], 0)).toEqual([b]);
    expect([countProblem(0, 1, null), countProblem(3, 0, 2), countProblem(2, 1, 2)]).toEqual([
      'tooFew',
      'tooMany',
      null,
    ]);
    expect(['', '13800000000', '+86 138-0000-0000', 'abc', '12'].map(isGuestPhone)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
