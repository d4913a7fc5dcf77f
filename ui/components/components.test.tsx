import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type DataTableColumn } from './data-table';
import { renderWithUi } from './testing';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('shows system prompt, OK and Cancel in the user language and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithUi(<ConfirmDialog open message="Go?" onConfirm={onConfirm} onClose={onClose} />, { lang: 'TC' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('系統提示')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '確定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('uses the EN fixed texts', async () => {
    renderWithUi(<ConfirmDialog open message="Go?" onConfirm={() => {}} onClose={() => {}} />, { lang: 'EN' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('System prompt')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', render: (r) => r.name }];

describe('DataTable', () => {
  it('renders rows and the paging bar, and pages', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DataTable
        columns={columns}
        rows={[
          { id: 1, name: 'Court 1' },
          { id: 2, name: 'Court 2' },
        ]}
        rowKey={(r) => r.id}
        paging={{ pageNo: 1, pageSize: 10, total: 25, onChange }}
      />,
      { lang: 'EN' },
    );
    expect(screen.getAllByTestId('data-row')).toHaveLength(2);
    expect(screen.getByText('Court 2')).toBeTruthy();
    expect(screen.getByText('25 in total')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next page' });
    fireEvent.click(next);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2, 10));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });

  it('shows the empty state, and the error state with retry', () => {
    const onRetry = vi.fn();
    renderWithUi(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} />, { lang: 'CN' });
    expect(screen.getByText('暂无数据')).toBeTruthy();
    cleanup();
    renderWithUi(
      <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} error={new Error('boom')} onRetry={onRetry} />,
      { lang: 'CN' },
    );
    expect(screen.getByText('数据加载失败')).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('DataTable sorting and selection', () => {
  const rows = [
    { id: 1, name: 'A' },
    { id: 2, name: 'B' },
  ];
  const sortable: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', render: (r) => r.name, sortable: true }];

  it('reports header clicks of sortable columns and marks the sorted one', () => {
    const onSort = vi.fn();
    renderWithUi(
      <DataTable
        columns={sortable}
        rows={rows}
        rowKey={(r) => r.id}
        sort={{ orderBy: 'name', order: 'desc', onSort }}
      />,
      { lang: 'EN' },
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('selects rows and all rows through check boxes', async () => {
    const onChange = vi.fn();
    renderWithUi(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} selection={{ selected: new Set([2]), onChange }} />,
      { lang: 'EN' },
    );
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' }) as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([false, true]);
    fireEvent.click(boxes[0]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([2, 1]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([1, 2]));
  });
});
