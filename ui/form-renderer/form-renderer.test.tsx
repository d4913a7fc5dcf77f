/**
 * The form renderer through the real runtime and a fake gateway: every field type filled
 * and submitted (money 12.34 → 1234 cents, a user from the people search, an organisation
 * of the candidate tree, an uploaded attachment listed and removable), required and limit
 * errors in EN and CN from the shared submission schema, the read-only view, and money's
 * yuan ↔ cents steps.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userSearch, type PersonRow } from '../../platform/contracts/people.contract';
import { attachmentUpload, candidateDept } from '../../platform/contracts/workflow-candidate.contract';
import type { FieldType, FormField, FormSchema } from '../../platform/forms/form-definition';
import { renderWithRuntime } from '../testing';
import { centsToYuan, FormRenderer, FormValuesView, yuanToCents } from './index';

const text = (cn: string, en = '', tc = '') => ({ cn, en, tc });
const field = (id: string, type: FieldType, cn: string, en: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  label: text(cn, en),
  required: false,
  limits: {},
  ...extra,
});

const schema: FormSchema = {
  fields: [
    field('intro', 'description', '说明', 'About', { content: text('请如实填写', 'Fill in truthfully') }),
    field('title', 'text', '标题', 'Title', { required: true, limits: { maxLength: 5 } }),
    field('reason', 'textarea', '事由', 'Reason'),
    field('count', 'number', '人数', 'Headcount', { limits: { min: 1, max: 50, precision: 0 } }),
    field('fee', 'money', '费用', 'Fee', { required: true }),
    field('day', 'date', '日期', 'Day'),
    field('span', 'dateRange', '期间', 'Period'),
    field('kind', 'singleChoice', '类型', 'Kind', {
      options: [
        { value: 'meeting', label: text('会议', 'Meeting') },
        { value: 'class', label: text('课程', 'Class') },
      ],
    }),
    field('needs', 'multiChoice', '需求', 'Needs', {
      options: [
        { value: 'mic', label: text('话筒', 'Microphone') },
        { value: 'screen', label: text('屏幕', 'Screen') },
      ],
    }),
    field('contact', 'user', '联系人', 'Contact'),
    field('dept', 'org', '部门', 'Department'),
    field('files', 'attachment', '附件', 'Files', { limits: { maxCount: 2 } }),
  ],
};

const PEOPLE: PersonRow[] = [{ id: 3, name: 'Demo Approver', account: 'approver', orgName: 'Sports', phone: '' }];

async function renderForm(lang: 'EN' | 'CN' = 'EN') {
  const onSubmit = vi.fn();
  const result = await renderWithRuntime(<FormRenderer schema={schema} onSubmit={onSubmit} />, {
    lang,
    serve: (gateway) => {
      gateway.on(userSearch, ({ keyword }) => PEOPLE.filter((p) => p.account.includes(keyword)));
      gateway.on(candidateDept, () => [
        { id: 1, name: 'Campus', leaderId: null, children: [{ id: 2, name: 'Sports', leaderId: 3, children: [] }] },
      ]);
      gateway.on(attachmentUpload, ({ name, contentType }) => ({
        id: 41,
        name,
        contentType,
        size: 5,
        createdAt: '2026-11-25T10:00:00+08:00',
      }));
    },
  });
  return { ...result, onSubmit };
}

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('FormRenderer', () => {
  it('fills and submits every field type', async () => {
    const { gateway, onSubmit } = await renderForm('EN');
    expect(screen.getByText('Fill in truthfully')).toBeTruthy();
    type('title', 'Talk');
    type('reason', 'Seminar');
    type('count', '12');
    type('fee', '12.34');
    type('day', '2026-12-01');
    type('spanFrom', '2026-12-01');
    type('spanTo', '2026-12-03');
    fireEvent.change(input('kind'), { target: { value: 'class' } });
    fireEvent.click(screen.getByText('Screen'));
    // The user: the people search, then "Add".
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'approver' } });
    fireEvent.click(await screen.findByRole('button', { name: /approver/ }, { timeout: 2000 }));
    expect(await screen.findByText('Chosen: Demo Approver')).toBeTruthy();
    // The organisation from the candidate tree.
    await waitFor(() => expect(input('dept')).toBeTruthy());
    fireEvent.change(input('dept'), { target: { value: '2' } });
    // An attachment: uploaded as base64, then listed.
    const file = new File(['hello'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('upload-files'), { target: { files: [file] } });
    expect(await screen.findByText('plan.pdf')).toBeTruthy();
    expect(gateway.calls(attachmentUpload)).toEqual([
      { name: 'plan.pdf', contentType: 'application/pdf', data: btoa('hello') },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      title: 'Talk',
      reason: 'Seminar',
      count: 12,
      fee: 1234,
      day: '2026-12-01',
      span: ['2026-12-01', '2026-12-03'],
      kind: 'class',
      needs: ['screen'],
      contact: 3,
      dept: 2,
      files: [41],
    });
  });

  it('removes an uploaded attachment from the list and the value', async () => {
    const { onSubmit } = await renderForm('EN');
    type('title', 'Talk');
    type('fee', '0');
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('upload-files'), { target: { files: [file] } });
    expect(await screen.findByText('a.txt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.queryByText('a.txt')).toBeNull();
    expect(screen.getByText('No files yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].files).toBeUndefined();
  });

  it('shows required and limit errors in English and sends nothing', async () => {
    const { onSubmit } = await renderForm('EN');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('error-title')).textContent).toBe('This field is required');
    expect(screen.getByTestId('error-fee').textContent).toBe('This field is required');
    type('title', 'Too long');
    type('count', '2.5');
    type('fee', 'abc');
    type('spanFrom', '2026-12-03');
    type('spanTo', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('error-title').textContent).toBe('At most 5 characters'));
    expect(screen.getByTestId('error-count').textContent).toBe('Use steps of 1');
    expect(screen.getByTestId('error-fee').textContent).toBe('Enter a number');
    expect(screen.getByTestId('error-span').textContent).toBe('The start date cannot be after the end date');
    type('count', '51');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('error-count').textContent).toBe('Must be at most 50'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('labels and errors follow the language: Chinese', async () => {
    const { onSubmit } = await renderForm('CN');
    expect(screen.getByText('标题')).toBeTruthy();
    // No English option label → CN.
    expect(screen.getByRole('option', { name: '会议' })).toBeTruthy();
    type('fee', '-1');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByTestId('error-title')).textContent).toBe('此项为必填项');
    expect(screen.getByTestId('error-fee').textContent).toBe('请输入数字');
    type('title', '一二三四五六');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('error-title').textContent).toBe('不能超过 5 个字符'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports value changes as typed and shows field errors given from outside', async () => {
    const changes: Record<string, unknown>[] = [];
    await renderWithRuntime(
      <FormRenderer
        schema={schema}
        onSubmit={() => {}}
        onValuesChange={(v) => changes.push(v)}
        fieldErrors={{ count: 'Too many people' }}
        beforeSubmit={<p>Path preview</p>}
      />,
      { lang: 'EN', serve: (g) => g.on(candidateDept, () => []) },
    );
    expect((await screen.findByTestId('error-count')).textContent).toBe('Too many people');
    expect(screen.getByText('Path preview')).toBeTruthy();
    type('title', 'Talk');
    type('count', '12');
    expect(changes.at(-1)).toMatchObject({ title: 'Talk', count: 12 });
  });

  it('read only: no submit button and disabled inputs', async () => {
    await renderWithRuntime(
      <FormRenderer schema={schema} value={{ title: 'Talk', fee: 1234 }} onSubmit={() => {}} readOnly />,
      { lang: 'EN', serve: (g) => g.on(candidateDept, () => []) },
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(input('title').disabled).toBe(true);
    expect(input('fee').value).toBe('12.34');
  });
});

describe('FormValuesView', () => {
  it('shows each value as text in the current language', async () => {
    await renderWithRuntime(
      <FormValuesView
        schema={schema}
        values={{
          title: 'Talk',
          fee: 1234,
          span: ['2026-12-01', '2026-12-03'],
          kind: 'meeting',
          needs: ['mic', 'screen'],
          contact: 3,
          dept: 2,
          files: [41],
        }}
        userNames={{ 3: 'Demo Approver' }}
        attachments={[
          { id: 41, name: 'plan.pdf', contentType: 'application/pdf', size: 5, createdAt: '2026-11-25T10:00:00+08:00' },
        ]}
      />,
      {
        lang: 'EN',
        serve: (g) =>
          g.on(candidateDept, () => [
            { id: 1, name: 'Campus', leaderId: null, children: [{ id: 2, name: 'Sports', leaderId: 3, children: [] }] },
          ]),
      },
    );
    const value = (id: string) => screen.getByTestId(`value-${id}`).textContent;
    expect(value('title')).toBe('Talk');
    expect(value('fee')).toBe('12.34 yuan');
    expect(value('span')).toBe('2026-12-01 to 2026-12-03');
    expect(value('kind')).toBe('Meeting');
    expect(value('needs')).toBe('Microphone, Screen');
    expect(value('contact')).toBe('Demo Approver');
    await waitFor(() => expect(value('dept')).toBe('Sports'));
    expect(value('files')).toBe('plan.pdf');
    expect(value('reason')).toBe('Not filled in');
    expect(within(screen.getByTestId('form-values')).getByText('Fill in truthfully')).toBeTruthy();
  });
});

describe('money', () => {
  it('reads yuan digit by digit into integer cents and back', () => {
    expect(['12.34', '12.3', '12', '.5', '0.07', '1,234.56', '19.99'].map(yuanToCents)).toEqual([
      1234, 1230, 1200, 50, 7, 123456, 1999,
    ]);
    expect(['', '.', '-1', '1.234', 'abc', '1e3'].map(yuanToCents)).toEqual([null, null, null, null, null, null]);
    expect([1234, 5, 0, 100].map(centsToYuan)).toEqual(['12.34', '0.05', '0.00', '1.00']);
  });
});
