/**
 * The back office's process lists against the fake gateway: /myTodo lists the rows, sends a
 * batch approve as `{ids, comment}` and keeps a batch reject without a comment; "View" opens
 * the detail drawer (`?id=`); /myCopy shows unread rows bold, marks one read when it is opened
 * and marks all read; /myWorkflow filters by status; the count badges come from
 * processCounts (EN and CN).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  processApprove,
  processCopyRead,
  processCounts,
  processDetail,
  processList,
  processReject,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aPage, aProcessDetail, aProcessRow, renderWithRuntime } from '../../ui/testing';
import MyCopyPage from './my-copy-page';
import MyTodoPage from './my-todo-page';
import MyWorkflowPage from './my-workflow-page';

const TODO: ProcessRow[] = [
  aProcessRow({ id: 101 }),
  aProcessRow({ id: 102, formName: 'Equipment loan', initiatorName: 'Eve Sun', initiatorOrgName: null }),
];

/** Renders `page` at `url` with `rows` in every view. */
async function renderList(page: React.ReactElement, url: string, rows: ProcessRow[], lang: Lang = 'EN') {
  return renderWithRuntime(null, {
    lang,
    url,
    routes: [{ path: url.split('?')[0], element: page }],
    serve: (gateway) => {
      gateway.on(processList, () => aPage(rows));
      gateway.on(processCounts, () => ({
        todo: 2,
        copiedUnread: rows.filter((r) => r.read === false).length,
        startedOpen: 1,
      }));
      gateway.on(processApprove, (input) => ({ approved: input.ids.length }));
      gateway.on(processReject, (input) => ({ rejected: input.ids.length }));
      gateway.on(processCopyRead, (input) => ({ read: input.ids.length }));
      gateway.on(processDetail, (input) => aProcessDetail({ id: input.id }));
    },
  });
}

/** The table row showing `text`. */
async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('[data-testid="data-row"]') as HTMLElement;
}

describe('/myTodo', () => {
  it('lists the open tasks with form, initiator, node and the count', async () => {
    const { gateway } = await renderList(<MyTodoPage />, '/myTodo', TODO);
    const row = await rowOf('Equipment loan');
    expect(within(row).getByText('Eve Sun')).toBeTruthy();
    expect(within(await rowOf('Leave request')).getByText('Physics')).toBeTruthy();
    expect(screen.getAllByText('Head of department')).toHaveLength(2);
    expect((await screen.findByTestId('process-count')).textContent).toBe('2 to do');
    expect(gateway.calls(processList)[0]).toMatchObject({ view: 'todo', pageNo: 1 });
  });

  it('approves the selected rows at once with one comment', async () => {
    const { gateway } = await renderList(<MyTodoPage />, '/myTodo', TODO);
    await rowOf('Equipment loan');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByTestId('bulk-approve'));
    const dialog = await screen.findByTestId('decision-dialog');
    expect(within(dialog).getByText('Approve the 2 selected requests')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment' }), { target: { value: 'Agreed' } });
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    await waitFor(() => expect(gateway.calls(processApprove)).toEqual([{ ids: [101, 102], comment: 'Agreed' }]));
  });

  it('does not send a batch reject without a comment', async () => {
    const { gateway } = await renderList(<MyTodoPage />, '/myTodo', TODO);
    await rowOf('Equipment loan');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(await screen.findByTestId('bulk-reject'));
    const dialog = await screen.findByTestId('decision-dialog');
    fireEvent.click(within(dialog).getByTestId('decision-submit'));
    expect(await within(dialog).findByText('Enter a comment')).toBeTruthy();
    expect(gateway.calls(processReject)).toHaveLength(0);
  });

  it('opens a row in the detail drawer', async () => {
    const { gateway, router } = await renderList(<MyTodoPage />, '/myTodo', TODO);
    fireEvent.click(within(await rowOf('Equipment loan')).getByTestId('action-open'));
    const drawer = await screen.findByTestId('process-drawer');
    expect(await within(drawer).findByTestId('process-detail')).toBeTruthy();
    expect(router?.state.location.search).toBe('?id=102');
    expect(gateway.calls(processDetail)).toEqual([{ id: 102 }]);
  });
});

describe('/myCopy', () => {
  const COPIED = [aProcessRow({ id: 201, read: false }), aProcessRow({ id: 202, formName: 'Travel', read: true })];

  it('shows unread rows bold and marks one read when it is opened', async () => {
    const { gateway } = await renderList(<MyCopyPage />, '/myCopy', COPIED);
    const unread = within(await rowOf('Leave request')).getByTestId('process-form');
    expect(unread.dataset.unread).toBe('true');
    expect(within(await rowOf('Travel')).getByTestId('process-form').dataset.unread).toBe('false');
    fireEvent.click(within(await rowOf('Travel')).getByTestId('action-open'));
    await screen.findByTestId('process-drawer');
    expect(gateway.calls(processCopyRead)).toEqual([]);
    fireEvent.click(within(await rowOf('Leave request')).getByTestId('action-open'));
    await waitFor(() => expect(gateway.calls(processCopyRead)).toEqual([{ ids: [201] }]));
  });

  it('marks all unread copies read (CN)', async () => {
    const { gateway } = await renderList(<MyCopyPage />, '/myCopy', COPIED, 'CN');
    expect((await screen.findByTestId('process-count')).textContent).toBe('1 条未读');
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(gateway.calls(processCopyRead)).toEqual([{ ids: [201] }]));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
  });
});

describe('/myWorkflow', () => {
  it('filters my processes by status and shows their progress', async () => {
    const { gateway } = await renderList(<MyWorkflowPage />, '/myWorkflow', [aProcessRow({ initiatorId: 2 })]);
    const row = await rowOf('Leave request');
    expect(within(row).getByText('In approval')).toBeTruthy();
    expect(within(row).getByText('Head of department · Bob Li')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'RETURNED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(gateway.calls(processList).at(-1)).toMatchObject({ view: 'started', status: 'RETURNED' }),
    );
  });
});
