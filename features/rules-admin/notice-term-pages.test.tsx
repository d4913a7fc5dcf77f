/**
 * The /disclaimers and /yearTerm pages against the fake gateway: the disclaimer page
 * lists and adds through the disclaimer calls only (a text for every scene sends sceneId
 * null; the version shows); the year-term form refuses an end before the start under the
 * field, in the user's language, before any call.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { sceneList } from '../../platform/contracts/assets.contract';
import { disclaimerAdd, disclaimerPage, noticePage, type NoticeRow } from '../../platform/contracts/notice.contract';
import { yearTermAdd, yearTermPage } from '../../platform/contracts/term.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import { DisclaimersPage } from './notice-pages';
import { YearTermPage } from './term-pages';

const WAIVER: NoticeRow = {
  id: 4,
  kind: 'disclaimer',
  sceneId: null,
  sceneName: null,
  title: 'Waiver',
  titleCn: '免责',
  titleEn: 'Waiver',
  titleTc: '免責',
  contentCn: '内容',
  contentEn: 'Content',
  contentTc: '內容',
  version: 3,
  status: 0,
  sort: 0,
  updatedAt: '2026-11-22T09:00:00+08:00',
};

async function setup(page: ReactElement, permissions: string[]) {
  const { gateway } = await renderWithRuntime(page, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions }),
    serve: (gateway) => {
      gateway.on(disclaimerPage, () => aPage([WAIVER]));
      gateway.on(disclaimerAdd, () => ({ ...WAIVER, id: 5 }));
      gateway.on(sceneList, () => [{ id: 4, code: 'meetingRoom', name: 'Meeting room' }]);
      gateway.on(yearTermPage, () => aPage([]));
      gateway.on(yearTermAdd, () => ({
        id: 1,
        name: 'Autumn',
        startDate: '2026-09-01',
        endDate: '2027-01-31',
        status: 0,
        sort: 0,
      }));
    },
  });
  return gateway;
}

describe('DisclaimersPage', () => {
  it('lists and adds disclaimers for every scene through the disclaimer calls', async () => {
    const gateway = await setup(<DisclaimersPage />, ['resv:disclaimer:page', 'resv:disclaimer:add']);
    const row = (await screen.findByText('Waiver')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('Every scene')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disclaimers' })).toBeTruthy();

    fireEvent.click(screen.getByTestId('disclaimer-add'));
    const form = await screen.findByTestId('disclaimer-form');
    for (const [label, value] of [
      ['Title (Simplified Chinese)', '免责'],
      ['Title (English)', 'Waiver'],
      ['Title (Traditional Chinese)', '免責'],
      ['Content (Simplified Chinese)', '内容'],
      ['Content (English)', 'Content'],
      ['Content (Traditional Chinese)', '內容'],
    ])
      fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(disclaimerAdd)).toHaveLength(1));
    expect(gateway.requests(disclaimerAdd)[0].body).toEqual({
      sceneId: null,
      titleCn: '免责',
      titleEn: 'Waiver',
      titleTc: '免責',
      contentCn: '内容',
      contentEn: 'Content',
      contentTc: '內容',
      status: 0,
      sort: 0,
    });
    expect(gateway.requests(noticePage)).toHaveLength(0);
  });
});

describe('YearTermPage', () => {
  it('refuses an end date before the start in the form, without a call', async () => {
    const gateway = await setup(<YearTermPage />, ['resv:yearTerm:page', 'resv:yearTerm:add']);
    fireEvent.click(await screen.findByTestId('yearTerm-add'));
    const form = await screen.findByTestId('yearTerm-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Term name' }), { target: { value: 'Autumn' } });
    const dates = form.querySelectorAll('input[type="date"]');
    fireEvent.change(dates[0], { target: { value: '2027-01-31' } });
    fireEvent.change(dates[1], { target: { value: '2026-09-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-endDate')).textContent).toBe(
      'The end date cannot be before the start date',
    );
    expect(gateway.requests(yearTermAdd)).toHaveLength(0);

    fireEvent.change(dates[0], { target: { value: '2026-09-01' } });
    fireEvent.change(dates[1], { target: { value: '2027-01-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(yearTermAdd)).toHaveLength(1));
    expect(gateway.requests(yearTermAdd)[0].body).toEqual({
      name: 'Autumn',
      startDate: '2026-09-01',
      endDate: '2027-01-31',
      status: 0,
      sort: 0,
    });
  });
});
