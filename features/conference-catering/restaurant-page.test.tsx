/**
 * /restaurant and /catering in the real runtime on the fake gateway: the restaurant shows the
 * dining time ranges as tabs, the standards of the chosen range's dining type with their
 * price per person, and the dishes by category with their prices — money in the reader's
 * language (CN `¥`, EN `CN¥`); choosing another range shows its standards and links its
 * order form. /catering offers the delivery audit queue only to a holder of the audit right.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  categoryTree,
  merchandiseDropdown,
  standardDropdown,
  timeRangeDropdown,
} from '../../platform/contracts/catering-catalogue.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aUser, renderWithRuntime } from '../../ui/testing';
import type { FakeGateway } from '../../platform/session/fake-gateway';
import { CateringPage, RestaurantPage } from './index';
import { menuSections } from './menu';

const NAMES = { nameCn: '', nameEn: '', nameTc: '', sort: 0, status: 0 };

function serveCatalogue(gateway: FakeGateway) {
  gateway.on(timeRangeDropdown, () => [
    {
      id: 1,
      name: 'Breakfast',
      diningTypeCode: 'breakfast',
      diningTypeName: 'Breakfast',
      startTime: '07:00',
      endTime: '09:00',
    },
    { id: 2, name: 'Lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', startTime: '11:30', endTime: '13:00' },
  ]);
  gateway.on(standardDropdown, () => [
    {
      id: 1,
      name: 'Standard breakfast',
      diningTypeCode: 'breakfast',
      diningTypeName: 'Breakfast',
      pricePerPersonCents: 1500,
    },
    { id: 2, name: 'Business lunch', diningTypeCode: 'lunch', diningTypeName: 'Lunch', pricePerPersonCents: 123450 },
  ]);
  gateway.on(categoryTree, () => [
    { id: 10, parentId: null, name: 'Hot dishes', ...NAMES, children: [] },
    { id: 20, parentId: null, name: 'Drinks', ...NAMES, children: [] },
  ]);
  gateway.on(merchandiseDropdown, () => [
    { id: 1, name: 'Water', unit: 'bottle', priceCents: 300, categoryId: 20 },
    { id: 2, name: 'Set lunch box', unit: 'box', priceCents: 2550, categoryId: 10 },
    { id: 3, name: 'Fruit plate', unit: 'plate', priceCents: 1800, categoryId: 99 },
  ]);
}

async function renderRestaurant(lang: Lang) {
  return renderWithRuntime(null, {
    app: 'terminal',
    lang,
    url: '/restaurant',
    routes: [
      { path: '/restaurant', element: <RestaurantPage /> },
      { path: '/foodDeliveryOrderReserve', element: <p>order form</p> },
    ],
    serve: serveCatalogue,
  });
}

describe('RestaurantPage', () => {
  it('shows the menus with prices in Chinese money format', async () => {
    await renderRestaurant('CN');
    expect(await screen.findByRole('heading', { name: '餐厅菜单', level: 1 })).toBeTruthy();
    // The first range is chosen: its hours and its dining type's standard only.
    await waitFor(() => expect(screen.getAllByTestId('standard-row')).toHaveLength(1));
    expect(screen.getByTestId('range-hours').textContent).toBe('07:00–09:00');
    expect(screen.getByTestId('standard-row').textContent).toContain('Standard breakfast');
    expect(screen.getByTestId('standard-row').textContent).toContain('¥15.00 / 人');
    // The dishes by category in the tree's order, the unknown category last as "其他".
    const items = await screen.findAllByTestId('menu-item');
    expect(items.map((i) => i.textContent)).toEqual([
      'Set lunch box¥25.50 / box',
      'Water¥3.00 / bottle',
      'Fruit plate¥18.00 / plate',
    ]);
    expect(screen.getByRole('heading', { name: '其他', level: 3 })).toBeTruthy();
  });

  it('formats money in English and follows the chosen dining time', async () => {
    const { router } = await renderRestaurant('EN');
    const items = await screen.findAllByTestId('menu-item');
    expect(items[0]!.textContent).toBe('Set lunch boxCN¥25.50 / box');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lunch' }));
    await waitFor(() => expect(router!.state.location.search).toBe('?timeRangeId=2'));
    await waitFor(() => expect(screen.getByTestId('standard-row').textContent).toContain('Business lunch'));
    expect(screen.getByTestId('standard-row').textContent).toContain('CN¥1,234.50 per person');
    expect(screen.getByTestId('range-hours').textContent).toBe('11:30–13:00');
    fireEvent.click(screen.getByRole('link', { name: 'Order a delivery for this time' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/foodDeliveryOrderReserve'));
    expect(router!.state.location.search).toBe('?timeRangeId=2');
  });
});

describe('menuSections', () => {
  it('groups by category depth first and leaves empty categories out', () => {
    const child = { id: 11, parentId: 10, name: 'Soups', ...NAMES, children: [] };
    const tree = [
      { id: 10, parentId: null, name: 'Hot dishes', ...NAMES, children: [child] },
      { id: 30, parentId: null, name: 'Empty', ...NAMES, children: [] },
    ];
    const m = (id: number, categoryId: number) => ({ id, name: `m${id}`, unit: 'u', priceCents: 1, categoryId });
    expect(menuSections(tree, [m(1, 11), m(2, 10), m(3, 5)]).map((s) => [s.name, s.items.map((i) => i.id)])).toEqual([
      ['Hot dishes', [2]],
      ['Soups', [1]],
      [null, [3]],
    ]);
  });
});

describe('CateringPage', () => {
  it('links the catering pages, without the audit queue for a booker', async () => {
    await renderWithRuntime(<CateringPage />, { app: 'terminal', lang: 'EN', url: '/catering' });
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Restaurant menus', '/restaurant'],
      ['Order a delivery', '/foodDeliveryOrderReserve'],
      ['My deliveries', '/foodDeliveryOrder'],
    ]);
  });

  it('adds the delivery audit queue for a holder of the audit right (in Traditional Chinese)', async () => {
    await renderWithRuntime(<CateringPage />, {
      app: 'terminal',
      lang: 'TC',
      url: '/catering',
      user: aUser({ permissions: ['mc:foodDelivery:audit'] }),
    });
    const audit = await screen.findByRole('link', { name: '送餐審核' });
    expect(audit.getAttribute('href')).toBe('/foodDeliveryAudit');
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });
});
