/**
 * /siteNotice against the fake gateway: the list shows status and pinning, the row actions
 * follow the user's codes (no publish without `ms:notice:publish`), "Publish" sends the
 * notice call only, and the dialog saves the titles of the language tabs with the status.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  siteNoticeAdd,
  siteNoticePage,
  siteNoticePublish,
  type ArticleRow,
} from '../../platform/contracts/content.contract';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import { SiteNoticePage } from './article-pages';

const DRAFT: ArticleRow = {
  id: 7,
  kind: 'notice',
  helpKindId: null,
  helpKindName: null,
  title: 'Pool closed',
  titleCn: '泳池关闭',
  titleEn: 'Pool closed',
  titleTc: '',
  bodyCn: '',
  bodyEn: '<p>Closed</p>',
  bodyTc: '',
  status: 'draft',
  publishAt: '2026-11-20T09:00:00+08:00',
  pinned: true,
  readCount: 4,
  coverUrl: null,
  sort: 0,
  createdBy: 'Administrator',
  updatedBy: 'Administrator',
  createdAt: '2026-11-20T09:00:00+08:00',
  updatedAt: '2026-11-20T09:00:00+08:00',
};

async function setup(permissions: string[]) {
  const { gateway } = await renderWithRuntime(<SiteNoticePage />, {
    lang: 'EN',
    user: aUser({ account: 'admin', permissions }),
    serve: (g) => {
      g.on(siteNoticePage, () => aPage([DRAFT]));
      g.on(siteNoticePublish, () => ({ ...DRAFT, status: 'published' as const }));
      g.on(siteNoticeAdd, () => ({ ...DRAFT, id: 8 }));
    },
  });
  return gateway;
}

const rowOf = async (title: string) =>
  (await screen.findByText(title)).closest('[data-testid="data-row"]') as HTMLElement;

describe('SiteNoticePage', { timeout: 30_000 }, () => {
  it('publishes a draft through the notice call after the confirm', async () => {
    const gateway = await setup(['ms:notice:page', 'ms:notice:publish']);
    const row = await rowOf('Pool closed');
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByLabelText('Pinned')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Publish' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(siteNoticePublish)).toHaveLength(1));
    expect(gateway.requests(siteNoticePublish)[0].body).toEqual({ id: 7, published: true });
  });

  it('hides publishing without its code and adds a notice from the language tabs', async () => {
    const gateway = await setup(['ms:notice:page', 'ms:notice:add']);
    const row = await rowOf('Pool closed');
    expect(within(row).queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(screen.getByTestId('notice-add'));
    const form = await screen.findByTestId('notice-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title (CN)' }), { target: { value: '停水' } });
    fireEvent.click(within(form).getByRole('tab', { name: 'English' }));
    fireEvent.change(await within(form).findByRole('textbox', { name: 'Title (EN)' }), {
      target: { value: 'Water off' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Status' }), { target: { value: 'published' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(siteNoticeAdd)).toHaveLength(1));
    expect(gateway.requests(siteNoticeAdd)[0].body).toMatchObject({
      titleCn: '停水',
      titleEn: 'Water off',
      titleTc: '',
      status: 'published',
      publishAt: null,
      pinned: false,
    });
  });
});
