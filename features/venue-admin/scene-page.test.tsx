/**
 * The /scene page's receipt setting (features/venue-admin/scene-page.tsx) against the fake
 * gateway: the list shows whether a scene's bookings ask for receipts, and editing a scene
 * sends the switch with the other fields.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sceneEdit, scenePage, type SceneRow } from '../../platform/contracts/assets.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import ScenePage from './scene-page';

const ROW: SceneRow = {
  id: 4,
  code: 'meetingRoom',
  name: 'Meeting room',
  nameCn: '会议室',
  nameEn: 'Meeting room',
  nameTc: '會議室',
  icon: 'meeting-room',
  sort: 3,
  receiptEnabled: false,
  siteCount: 6,
};

describe('ScenePage', () => {
  it('shows the receipt setting and turns it on in the edit form', async () => {
    const { gateway } = await renderWithRuntime(<ScenePage />, {
      lang: 'EN',
      url: '/scene',
      user: aUser({ account: 'admin', permissions: ['resv:scene:page', 'resv:scene:edit'] }),
      serve: (gateway) => {
        gateway.on(scenePage, () => aPage([ROW]));
        gateway.on(sceneEdit, (input) => ({ ...ROW, ...input, icon: input.icon ?? null, name: input.nameEn }));
      },
    });
    const row = (await screen.findByText('meetingRoom')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('No')).toBeTruthy();

    fireEvent.click(within(row).getByTestId('action-edit'));
    const form = await screen.findByTestId('scene-form');
    expect(within(form).getByText(/ask their participants to reply whether they attend/)).toBeTruthy();
    const receipts = within(form).getByRole('checkbox', { name: 'Receipts' }) as HTMLInputElement;
    expect(receipts.checked).toBe(false);
    fireEvent.click(receipts);
    await waitFor(() => expect(receipts.checked).toBe(true));
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(gateway.requests(sceneEdit)).toHaveLength(1));
    expect(gateway.requests(sceneEdit)[0].body).toEqual({
      id: 4,
      code: 'meetingRoom',
      icon: 'meeting-room',
      nameCn: '会议室',
      nameEn: 'Meeting room',
      nameTc: '會議室',
      sort: 3,
      receiptEnabled: true,
    });
  }, 15_000);
});
