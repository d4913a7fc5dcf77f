/**
 * The /product and /customer pages against the fake gateway: the merchandise list shows
 * names, categories and prices (formatMoney) beside the category tree; the merchandise form
 * refuses a price that is not an amount in yuan, before any call, and sends cents; the
 * customer list renders, and its form refuses an internal customer without an organisation
 * and posts an external one.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  categoryTree,
  customerAdd,
  customerGetKinds,
  customerPage,
  merchandiseAdd,
  merchandisePage,
  type CategoryNode,
  type CustomerRow,
  type MerchandiseRow,
} from '../../platform/contracts/catering-catalogue.contract';
import { orgTree } from '../../platform/contracts/org.contract';
import { formatMoney } from '../../ui/components';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import CustomerPage from './customer-page';
import ProductPage from './product-page';

const DRINKS: CategoryNode = {
  id: 1,
  parentId: null,
  name: 'Drinks',
  nameCn: '饮品',
  nameEn: 'Drinks',
  nameTc: '飲品',
  sort: 0,
  status: 0,
  children: [],
};

const COFFEE: MerchandiseRow = {
  id: 7,
  categoryId: 1,
  categoryName: 'Drinks',
  name: 'Coffee',
  nameCn: '咖啡',
  nameEn: 'Coffee',
  nameTc: '咖啡',
  unit: 'cup',
  priceCents: 1500,
  photoMediaId: null,
  photoUrl: null,
  description: '',
  sort: 0,
  status: 0,
};

const LAKESIDE: CustomerRow = {
  id: 3,
  name: 'Lakeside Conference Co.',
  nameCn: '湖畔会务有限公司',
  nameEn: 'Lakeside Conference Co.',
  nameTc: '湖畔會務有限公司',
  kind: 'external',
  kindName: 'External customer',
  orgId: null,
  orgName: null,
  contactName: 'Chen Jing',
  contactPhone: '138',
  invoiceTitle: 'Lakeside Ltd.',
  taxNumber: '',
  bankAccount: '',
  address: '',
  remark: '',
  sort: 0,
  status: 0,
};

describe('ProductPage', { timeout: 30_000 }, () => {
  it('lists merchandise with prices beside the category tree; the form sends the price in cents', async () => {
    const { gateway } = await renderWithRuntime(<ProductPage />, {
      lang: 'EN',
      user: aUser({ account: 'catering', permissions: ['mc:merchandise:page', 'mc:merchandise:add'] }),
      serve: (g) => {
        g.on(categoryTree, () => [DRINKS]);
        g.on(merchandisePage, () => aPage([COFFEE]));
        g.on(merchandiseAdd, () => ({ ...COFFEE, id: 8 }));
      },
    });
    const row = (await screen.findByText('Coffee')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText(formatMoney(1500, 'EN'))).toBeTruthy();
    expect(within(row).getByText('cup')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.getAllByText('Drinks').length).toBeGreaterThan(0);
    // Without the category permissions the tree offers no add.
    expect(screen.queryByTestId('category-add')).toBeNull();

    fireEvent.click(screen.getByTestId('merchandise-add'));
    const form = await screen.findByTestId('merchandise-form');
    fireEvent.change(within(form).getByRole('combobox', { name: 'Category' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (Simplified Chinese)' }), {
      target: { value: '茶' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (English)' }), { target: { value: 'Tea' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Unit' }), { target: { value: 'cup' } });
    const price = within(form).getByRole('textbox', { name: 'Price (yuan)' });
    fireEvent.change(price, { target: { value: '12.345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-price')).textContent).toBe(
      'Enter an amount with at most two decimals',
    );
    expect(gateway.requests(merchandiseAdd)).toHaveLength(0);

    fireEvent.change(price, { target: { value: '12.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(merchandiseAdd)).toHaveLength(1));
    expect(gateway.requests(merchandiseAdd)[0].body).toMatchObject({
      categoryId: 1,
      nameCn: '茶',
      nameEn: 'Tea',
      unit: 'cup',
      priceCents: 1250,
      status: 0,
    });
    expect(gateway.requests(merchandiseAdd)[0].body).not.toHaveProperty('price');
  });
});

describe('CustomerPage', { timeout: 30_000 }, () => {
  it('lists customers; the form wants an organisation for an internal one and posts an external one', async () => {
    const { gateway } = await renderWithRuntime(<CustomerPage />, {
      lang: 'EN',
      user: aUser({ account: 'catering', permissions: ['mc:customer:page', 'mc:customer:add'] }),
      serve: (g) => {
        g.on(customerPage, () => aPage([LAKESIDE]));
        g.on(customerGetKinds, () => [
          { value: 'internal' as const, label: 'Internal unit' },
          { value: 'external' as const, label: 'External customer' },
        ]);
        g.on(orgTree, () => []);
        g.on(customerAdd, () => ({ ...LAKESIDE, id: 4, name: 'Hilltop Events' }));
      },
    });
    const row = (await screen.findByText('Lakeside Conference Co.')).closest('[data-testid="data-row"]') as HTMLElement;
    expect(within(row).getByText('Chen Jing')).toBeTruthy();
    expect(within(row).getByText('External customer')).toBeTruthy();

    fireEvent.click(screen.getByTestId('customer-add'));
    const form = await screen.findByTestId('customer-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (Simplified Chinese)' }), {
      target: { value: '山顶会展' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (English)' }), {
      target: { value: 'Hilltop Events' },
    });
    const kind = within(form).getByRole('combobox', { name: 'Kind' });
    await waitFor(() => expect(within(kind).getByRole('option', { name: 'Internal unit' })).toBeTruthy());
    fireEvent.change(kind, { target: { value: 'internal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-orgId')).textContent).toBe(
      'An internal customer needs an existing organisation',
    );
    expect(gateway.requests(customerAdd)).toHaveLength(0);

    fireEvent.change(kind, { target: { value: 'external' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Contact' }), { target: { value: 'Zhao' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(customerAdd)).toHaveLength(1));
    expect(gateway.requests(customerAdd)[0].body).toMatchObject({
      name: '山顶会展',
      nameEn: 'Hilltop Events',
      kind: 'external',
      orgId: null,
      contactName: 'Zhao',
      status: 0,
    });
  });
});
