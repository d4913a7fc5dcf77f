/**
 * The site drawer of /assets and the /siteRoomDevKind page against the fake gateway:
 * "Details" opens the site's extras; photos show from the media route, upload as base64
 * with their type (a GIF is refused before any call), move and delete after a confirm;
 * room and description save; devices save as a replaced list; instructions save the
 * types switched on, and an incomplete one blocks Save. Without resv:site:edit the
 * drawer has no upload.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildingList,
  campusList,
  floorList,
  sceneList,
  sitePage,
  type SiteRow,
} from '../../platform/contracts/assets.contract';
import {
  equipmentDropDown,
  roomDictList,
  siteDevicePage,
  siteDeviceSave,
  siteExtras,
  siteInstructionSave,
  sitePhotoDelete,
  sitePhotoSort,
  sitePhotoUpload,
  siteProfileSave,
  type SiteDeviceRow,
  type SiteExtras,
} from '../../platform/contracts/venue-extras.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import SitePage from './site-page';
import SiteDevicePage from './site-device-page';

const ROW: SiteRow = {
  id: 7,
  name: 'Meeting Room 301',
  nameCn: 'Meeting Room 301',
  nameEn: null,
  nameTc: null,
  sceneId: 4,
  sceneName: 'Meeting room',
  floorId: 5,
  floorName: '3F',
  buildingId: 2,
  buildingName: 'Library',
  campusId: 1,
  campusName: 'East Campus',
  kind: 'single',
  capacity: 1,
  slotMinutes: 30,
  needsApproval: true,
  enabled: true,
  sort: 0,
  openingCount: 5,
};
const EXTRAS: SiteExtras = {
  siteId: 7,
  siteName: 'Meeting Room 301',
  floorId: 5,
  roomId: null,
  roomName: null,
  description: null,
  photos: [
    { id: 1, mediaId: 11, url: '/media/11', name: 'front.jpg', contentType: 'image/jpeg', size: 1000, sort: 0 },
    { id: 2, mediaId: 12, url: '/media/12', name: 'back.png', contentType: 'image/png', size: 2000, sort: 1 },
  ],
  devices: [{ devKindId: 1, code: 'projector', name: 'Projector', quantity: 1, remark: null }],
  instructions: [],
};
const KINDS = [
  { id: 1, code: 'projector', name: 'Projector', icon: null },
  { id: 2, code: 'whiteboard', name: 'Whiteboard', icon: null },
];

async function setup(page: 'assets' | 'siteRoomDevKind', permissions: string[]) {
  const { gateway } = await renderWithRuntime(page === 'assets' ? <SitePage /> : <SiteDevicePage />, {
    lang: 'EN',
    url: `/${page}`,
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(sitePage, () => aPage([ROW]));
      gateway.on(sceneList, () => [{ id: 4, code: 'meetingRoom', name: 'Meeting room' }]);
      gateway.on(campusList, () => [{ id: 1, name: 'East Campus', timeZone: 'Asia/Shanghai' }]);
      gateway.on(buildingList, () => []);
      gateway.on(floorList, () => []);
      gateway.on(siteExtras, () => EXTRAS);
      gateway.on(roomDictList, () => [
        {
          id: 3,
          name: 'Room 301',
          code: 'L301',
          floorId: 5,
          capacity: 12,
          path: 'East Campus / Library / 3F / Room 301',
        },
      ]);
      gateway.on(equipmentDropDown, () => KINDS);
      gateway.on(sitePhotoUpload, ({ name }) => ({
        ...EXTRAS.photos[0],
        id: 3,
        mediaId: 13,
        url: '/media/13',
        name,
        sort: 2,
      }));
      gateway.on(sitePhotoSort, () => EXTRAS.photos);
      gateway.on(sitePhotoDelete, () => null);
      gateway.on(siteProfileSave, () => EXTRAS);
      gateway.on(siteDeviceSave, () => ({
        siteId: 7,
        siteName: 'Meeting Room 301',
        sceneName: 'Meeting room',
        place: '',
        roomId: null,
        roomName: null,
        devices: [],
      }));
      gateway.on(siteInstructionSave, ({ instructions }) => instructions);
      gateway.on(siteDevicePage, () =>
        aPage([
          {
            siteId: 7,
            siteName: 'Meeting Room 301',
            sceneName: 'Meeting room',
            place: 'East Campus / Library / 3F',
            roomId: 3,
            roomName: 'Room 301',
            devices: EXTRAS.devices,
          } satisfies SiteDeviceRow,
        ]),
      );
    },
  });
  return gateway;
}

/** Opens the drawer of the only site and returns it. */
async function openDrawer(): Promise<HTMLElement> {
  await screen.findByText('Meeting Room 301');
  fireEvent.click(screen.getByTestId('action-details'));
  const drawer = await screen.findByTestId('site-extras');
  await within(drawer).findByRole('tab', { name: 'Photos (2)' });
  return drawer;
}

describe('the site drawer', () => {
  it('shows, uploads, moves and deletes photos', async () => {
    const gateway = await setup('assets', ['resv:site:page', 'resv:site:edit']);
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Photos (2)' }));
    const images = await within(drawer).findAllByRole('img');
    expect(images.map((i) => i.getAttribute('src'))).toEqual(['/gateway/media/11', '/gateway/media/12']);

    const input = within(drawer).getByTestId('photo-input') as HTMLInputElement;
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], 'anim.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('anim.gif: Only JPEG, PNG or WebP images can be uploaded')).toBeTruthy();
    expect(gateway.requests(sitePhotoUpload)).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2])], 'side.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(gateway.requests(sitePhotoUpload)).toHaveLength(1));
    expect(gateway.requests(sitePhotoUpload)[0].body).toEqual({
      siteId: 7,
      name: 'side.png',
      contentType: 'image/png',
      data: 'iVBORwEC',
    });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Move front.jpg later' }));
    await waitFor(() => expect(gateway.requests(sitePhotoSort)).toHaveLength(1));
    expect(gateway.requests(sitePhotoSort)[0].body).toEqual({ siteId: 7, photoIds: [2, 1] });

    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Delete back.png' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete back.png' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete photo "back.png"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(sitePhotoDelete)).toHaveLength(1));
    expect(gateway.requests(sitePhotoDelete)[0].body).toEqual({ id: 2 });
  });

  it('saves the room and description, the devices and the instructions', async () => {
    const gateway = await setup('assets', ['resv:site:page', 'resv:site:edit', 'resv:siteDevice:edit']);
    const drawer = await openDrawer();
    const roomSelect = within(drawer).getByRole('combobox', { name: 'Room' });
    await waitFor(() => expect(within(roomSelect).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(roomSelect, { target: { value: '3' } });
    fireEvent.change(within(drawer).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Seats twelve' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.requests(siteProfileSave)).toHaveLength(1));
    expect(gateway.requests(siteProfileSave)[0].body).toEqual({ siteId: 7, roomId: 3, description: 'Seats twelve' });

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Devices (1)' }));
    const editor = await within(drawer).findByTestId('device-editor');
    fireEvent.click(within(editor).getByRole('button', { name: 'Add device' }));
    expect(within(editor).getByTestId('device-invalid')).toBeTruthy();
    const kind = within(editor).getByRole('combobox', { name: 'Device kind of line 2' });
    await waitFor(() => expect(within(kind).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(kind, { target: { value: '2' } });
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Quantity of line 2' }), {
      target: { value: '3' },
    });
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Remark of line 2' }), {
      target: { value: 'mobile' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.requests(siteDeviceSave)).toHaveLength(1));
    expect(gateway.requests(siteDeviceSave)[0].body).toEqual({
      siteId: 7,
      devices: [
        { devKindId: 1, quantity: 1, remark: null },
        { devKindId: 2, quantity: 3, remark: 'mobile' },
      ],
    });

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Instructions' }));
    const safety = await within(drawer).findByTestId('instruction-safety');
    fireEvent.click(within(safety).getByLabelText('Set Safety notes'));
    const save = within(within(drawer).getByTestId('instruction-editor')).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    const [cn, en, tc] = within(safety).getAllByRole('textbox');
    fireEvent.change(cn, { target: { value: '注意' } });
    fireEvent.change(en, { target: { value: 'Mind the cables' } });
    fireEvent.change(tc, { target: { value: '注意' } });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(gateway.requests(siteInstructionSave)).toHaveLength(1));
    expect(gateway.requests(siteInstructionSave)[0].body).toEqual({
      siteId: 7,
      instructions: [{ type: 'safety', status: 0, contentCn: '注意', contentEn: 'Mind the cables', contentTc: '注意' }],
    });
  });

  it('is read-only without resv:site:edit', async () => {
    await setup('assets', ['resv:site:page']);
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Photos (2)' }));
    await within(drawer).findAllByRole('img');
    expect(within(drawer).queryByTestId('photo-input')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Delete front.jpg' })).toBeNull();
  });
});

describe('SiteDevicePage', () => {
  it('lists the devices of each site and edits them in a dialog', async () => {
    const gateway = await setup('siteRoomDevKind', ['resv:siteDevice:page', 'resv:siteDevice:edit']);
    const row = (await screen.findByText('Meeting Room 301')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('Projector × 1')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('action-devices'));
    const dialog = await screen.findByTestId('site-device-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove line 1' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.requests(siteDeviceSave)).toHaveLength(1));
    expect(gateway.requests(siteDeviceSave)[0].body).toEqual({ siteId: 7, devices: [] });
  });
});
