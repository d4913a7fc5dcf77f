/**
 * The conference pages against the fake gateway, for a day the rooms are closed and a form-bound room:
 * /meet on a Saturday when the rooms open Monday to Friday says they are closed that day and searches the
 * next day they open with one button (from the rooms' opening hours, none assumed); open at weekends, the
 * plain "no free room" stays. The conference form of a room bound to a form through a form rule shows that
 * form after the order's own fields, and its button sends the order with the form's values.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getAvailable, type AvailableRoom } from '../../platform/contracts/catering-room.contract';
import { choose, sceneDetail } from '../../platform/contracts/site.contract';
import { formRuleForBooking } from '../../platform/contracts/form-rule.contract';
import { reserveNotices } from '../../platform/contracts/notice.contract';
import {
  reserveOrderAdd,
  reserveOrderDetail,
  reserveOrderDiningTypes,
  reserveOrderTableTypes,
  reserveOrderVideoLines,
} from '../../platform/contracts/reserve-order.contract';
import {
  customerDropdown,
  itemFormDropdown,
  merchandiseDropdown,
  standardDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import type { WeekDay } from '../../platform/contracts/common';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { aPage, renderWithRuntime } from '../../ui/testing';
import { ConferenceFormPage, MeetingRoomsPage, SubmitPage } from './index';
import { closedDayOf } from './open-days';

const ROOM: AvailableRoom = {
  id: 3,
  name: 'Meeting Room 301',
  sceneId: 4,
  campusId: 1,
  campusName: 'East Campus',
  buildingName: 'Admin Building',
  floorName: '3F',
  capacity: 20,
  devices: [],
};

/** Opening hours 08:00–22:00 on `days`. */
const hours = (days: WeekDay[]) => days.map((weekDay) => ({ weekDay, open: '08:00', close: '22:00' }));
const WEEKDAYS: WeekDay[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

/** Serves no free room, and room 3 of scene 4 open on `days`. */
function serveClosed(g: FakeGateway, days: WeekDay[]) {
  g.on(getAvailable, () => []);
  g.on(choose, () => aPage([{ id: 3, sceneId: 4 } as never]));
  g.on(sceneDetail, () => ({ id: 4, sites: [{ id: 3, openingHours: hours(days) }] }) as never);
}

async function open(url: string, serve: (g: FakeGateway) => void) {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang: 'EN',
    url,
    routes: [
      { path: '/meet', element: <MeetingRoomsPage intro /> },
      { path: '/conference', element: <ConferenceFormPage /> },
      { path: '/submit', element: <SubmitPage /> },
    ],
    serve,
  });
}

describe('/meet on a day the rooms are closed', () => {
  it('says the rooms are closed on Saturday and searches the Monday with one button', async () => {
    const { gateway } = await open('/meet?date=2026-11-28&from=09:00&to=11:00&attendees=5', (g) =>
      serveClosed(g, WEEKDAYS),
    );
    expect(await screen.findByText('The meeting rooms are closed on Sat, 28 Nov 2026')).toBeTruthy();
    expect(screen.queryByText('No free room holds that many people at that time')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search Mon, 30 Nov 2026' }));
    await waitFor(() => expect(gateway.calls(getAvailable)).toHaveLength(2));
    expect(gateway.calls(getAvailable)[1]).toMatchObject({
      start: '2026-11-30T09:00:00+08:00',
      end: '2026-11-30T11:00:00+08:00',
      attendees: 5,
    });
    expect(gateway.calls(choose)[0]).toMatchObject({ minCapacity: 5 });
  });

  it('keeps "no free room" when the rooms open that day', async () => {
    await open('/meet?date=2026-11-28&from=09:00&to=11:00&attendees=5', (g) => serveClosed(g, [...WEEKDAYS, 'STA']));
    expect(await screen.findByText('No free room holds that many people at that time')).toBeTruthy();
    expect(screen.queryByTestId('next-open-day')).toBeNull();
  });

  it('offers the opening hours of the next open day when the searched times fall outside them', () => {
    const when = { date: '2026-11-28', from: '07:00', to: '08:00', attendees: 5 };
    expect(closedDayOf(when, [hours(['MON'])])).toEqual({
      next: { ...when, date: '2026-11-30', from: '08:00', to: '09:00' },
    });
    expect(closedDayOf(when, [[]])).toEqual({ next: null });
    expect(closedDayOf(when, [])).toBeNull();
  });
});

const LINK =
  '/conference?roomId=3&start=2026-11-30T09%3A00%3A00%2B08%3A00&end=2026-11-30T11%3A00%3A00%2B08%3A00&attendees=12';

describe('the conference form of a form-bound room', () => {
  it("shows the room's approval form and sends the order with its values", async () => {
    const { gateway, router } = await open(LINK, (g) => {
      g.on(getAvailable, () => [ROOM]);
      g.on(reserveOrderTableTypes, () => []);
      g.on(reserveOrderVideoLines, () => []);
      g.on(reserveOrderDiningTypes, () => []);
      g.on(timeRangeDropdown, () => []);
      g.on(standardDropdown, () => []);
      g.on(merchandiseDropdown, () => []);
      g.on(itemFormDropdown, () => []);
      g.on(customerDropdown, () => []);
      g.on(reserveNotices, () => []);
      g.on(formRuleForBooking, () => ({
        defineId: 7,
        version: 1,
        name: 'Room request',
        schema: {
          fields: [
            {
              id: 'field_1',
              type: 'text' as const,
              label: { cn: '用途', en: 'Purpose', tc: '用途' },
              required: true,
              limits: {},
            },
          ],
        },
      }));
      g.on(reserveOrderAdd, () => ({ id: 11 }) as never);
      g.on(reserveOrderDetail, () => ({ id: 11 }) as never);
    });
    const room = await screen.findByTestId('room-3');
    await waitFor(() => expect(room.getAttribute('data-state')).toBe('checked'));
    fireEvent.change(screen.getByTestId('form-subject'), { target: { value: 'Board meeting' } });
    expect(await screen.findByTestId('approval-needed')).toBeTruthy();
    expect(screen.queryByTestId('approval-form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next: the approval form' }));
    const approval = await screen.findByTestId('approval-form');
    expect(gateway.calls(reserveOrderAdd)).toHaveLength(0);
    // The required field empty: the form refuses, nothing is sent.
    fireEvent.click(within(approval).getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(within(approval).getAllByText(/required|Purpose/i).length).toBeGreaterThan(0));
    expect(gateway.calls(reserveOrderAdd)).toHaveLength(0);
    fireEvent.change(within(approval).getByLabelText(/Purpose/), { target: { value: 'Quarterly budget' } });
    fireEvent.click(within(approval).getByRole('button', { name: 'Submit booking' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/submit'));
    expect(gateway.requests(reserveOrderAdd)).toHaveLength(1);
    expect(gateway.requests(reserveOrderAdd)[0].body).toMatchObject({
      siteId: 3,
      start: '2026-11-30T09:00:00+08:00',
      subject: 'Board meeting',
      formValues: { field_1: 'Quarterly budget' },
    });
    expect(gateway.requests(reserveOrderAdd)[0].body).not.toHaveProperty('customChoices');
  });
});
