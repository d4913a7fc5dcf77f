/**
 * /card against the fake gateway: the types listed with their kind in words, price in yuan and sale
 * state; adding validates first (money with at most two decimals, an entitlement, malformed hours —
 * in the reader's language) and sends the price and the rules' fees in cents; editing loads the
 * type's rules into the form and sends them back unchanged with the id.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sceneList } from '../../platform/contracts/assets.contract';
import {
  CardTypeFields,
  fitnessCardTypeAdd,
  fitnessCardTypeEdit,
  fitnessCardTypePage,
  type CardTypeRow,
} from '../../platform/contracts/membership-card.contract';
import type { Lang } from '../../platform/i18n/languages';
import { aPage, aUser, renderWithRuntime } from '../../ui/testing';
import CardTypesPage from './card-types-page';

const GOLD: CardTypeRow = {
  ...CardTypeFields.parse({
    nameCn: '金卡',
    nameEn: 'Gold card',
    validDays: 365,
    uses: 100,
    priceCents: 128_000,
    rules: {
      leave: {
        allowed: true,
        quota: [{ minValidDays: 180, days: 30 }],
        minDays: 3,
        maxTimes: 2,
        reasons: ['illness', 'travel'],
        feeCents: 1000,
        approvalRequired: false,
      },
      delay: { allowed: true, feeCents: 2050, maxDays: 30 },
    },
    admits: { sceneIds: [4], courseKinds: null, hours: { '1': [[480, 720]] } },
  }),
  id: 3,
  name: 'Gold card',
};
const VALUE: CardTypeRow = {
  ...CardTypeFields.parse({
    nameCn: '储值卡',
    nameEn: 'Value card',
    valueCents: 50_000,
    priceCents: 50_000,
    enabled: false,
  }),
  id: 4,
  name: 'Value card',
};

const setup = (lang: Lang = 'EN') =>
  renderWithRuntime(<CardTypesPage />, {
    lang,
    user: aUser({
      account: 'admin',
      permissions: ['fitness:cardType:page', 'fitness:cardType:add', 'fitness:cardType:edit'],
    }),
    serve: (gateway) => {
      gateway.on(fitnessCardTypePage, () => aPage([GOLD, VALUE]));
      gateway.on(sceneList, () => [{ id: 4, name: 'Gym', code: 'gym' }]);
      gateway.on(fitnessCardTypeAdd, (input) => ({ ...GOLD, ...input, id: 9 }));
      gateway.on(fitnessCardTypeEdit, (input) => ({ ...GOLD, ...input }));
    },
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('/card', () => {
  it('lists the types with their kind in words, price in yuan and whether on sale', async () => {
    await setup();
    const gold = await rowOf('Gold card');
    expect(within(gold).getByText('period card + visits card')).toBeTruthy();
    expect(within(gold).getByText('1280.00')).toBeTruthy();
    expect(within(gold).getByText('On sale')).toBeTruthy();
    const value = await rowOf('Value card');
    expect(within(value).getByText('stored-value card')).toBeTruthy();
    expect(within(value).getByText('Off sale')).toBeTruthy();
  }, 30_000);

  it('adds a type: validation first, then the price and the fees in cents, the rules as set', async () => {
    const { gateway } = await setup();
    await rowOf('Gold card');
    fireEvent.click(screen.getByTestId('cardType-add'));
    const form = await screen.findByTestId('cardType-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (simplified Chinese)' }), {
      target: { value: '月卡' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Price (yuan)' }), { target: { value: '99.999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-price')).textContent).toBe(
      'Enter an amount with at most two decimals',
    );
    expect(gateway.requests(fitnessCardTypeAdd)).toHaveLength(0);

    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Price (yuan)' }), { target: { value: '99.9' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Transfer allowed' }));
    fireEvent.change(await within(form).findByRole('spinbutton', { name: 'Transfer fee (yuan)' }), {
      target: { value: '12.5' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Transfers at most' }), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Leave allowed' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Add a quota' }));
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Leave days' }), { target: { value: '7' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Leave reasons (one a line)' }), {
      target: { value: 'illness\n\ntravel ' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'All hours' }));
    fireEvent.change(await within(form).findByRole('textbox', { name: 'Sun' }), { target: { value: '' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Sat' }), { target: { value: '09:00-12:00, 14:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-hours')).textContent).toBe(
      'Hours as HH:mm-HH:mm, the end after the start, separated by commas',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Sat' }), {
      target: { value: '09:00-12:00, 14:00-18:30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(gateway.requests(fitnessCardTypeAdd)).toHaveLength(1));
    const body = gateway.requests(fitnessCardTypeAdd)[0].body as CardTypeFields;
    expect(body.priceCents).toBe(9990);
    expect(body.validDays).toBe(30);
    expect(body.valueCents).toBeNull();
    expect(body.rules.transfer).toEqual({ allowed: true, maxTimes: 1, feeCents: 1250 });
    expect(body.rules.leave).toMatchObject({
      allowed: true,
      quota: [{ minValidDays: 0, days: 7 }],
      reasons: ['illness', 'travel'],
    });
    expect(body.rules.refund.allowed).toBe(false);
    expect(body.admits.sceneIds).toBeNull();
    expect(body.admits.hours?.['6']).toEqual([
      [540, 720],
      [840, 1110],
    ]);
    expect(body.admits.hours?.['7']).toEqual([]);
    expect(body.admits.hours?.['1']).toEqual([[0, 1440]]);
    await waitFor(() => expect(screen.queryByTestId('cardType-form')).toBeNull());
  }, 30_000);

  it('edits a type: its rules in the form, sent back in cents with the id', async () => {
    const { gateway } = await setup();
    fireEvent.click(within(await rowOf('Gold card')).getByTestId('action-edit'));
    const form = await screen.findByTestId('cardType-form');
    expect((within(form).getByRole('spinbutton', { name: 'Delay fee (yuan)' }) as HTMLInputElement).value).toBe('20.5');
    expect((within(form).getByRole('textbox', { name: 'Leave reasons (one a line)' }) as HTMLInputElement).value).toBe(
      'illness\ntravel',
    );
    expect((within(form).getByRole('textbox', { name: 'Mon' }) as HTMLInputElement).value).toBe('08:00-12:00');
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Price (yuan)' }), { target: { value: '1300' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(fitnessCardTypeEdit)).toHaveLength(1));
    const body = gateway.requests(fitnessCardTypeEdit)[0].body as CardTypeFields & { id: number };
    expect(body.id).toBe(3);
    expect(body.priceCents).toBe(130_000);
    expect(body.rules).toEqual(GOLD.rules);
    expect(body.admits).toEqual({ sceneIds: [4], courseKinds: null, hours: { ...EMPTY_WEEK, '1': [[480, 720]] } });
  }, 30_000);

  it('asks for an entitlement when the period is cleared, and saves once it is typed again', async () => {
    const { gateway } = await setup();
    await rowOf('Gold card');
    fireEvent.click(screen.getByTestId('cardType-add'));
    const form = await screen.findByTestId('cardType-form');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name (simplified Chinese)' }), {
      target: { value: 'x' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Price (yuan)' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Valid days' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    expect((await within(form).findByTestId('error-validDays')).textContent).toBe(
      'Fill in at least one of valid days, uses and stored value',
    );
    expect(gateway.requests(fitnessCardTypeAdd)).toHaveLength(0);
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Valid days' }), { target: { value: '30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(gateway.requests(fitnessCardTypeAdd)).toHaveLength(1));
    expect(gateway.requests(fitnessCardTypeAdd)[0].body).toMatchObject({ nameCn: 'x', priceCents: 100, validDays: 30 });
  }, 30_000);

  it('says what is wrong in the reader’s language (TC)', async () => {
    await setup('TC');
    await rowOf('Gold card');
    fireEvent.click(screen.getByTestId('cardType-add'));
    const form = await screen.findByTestId('cardType-form');
    fireEvent.change(within(form).getByRole('spinbutton', { name: '價格（元）' }), { target: { value: '10' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: '有效天數' }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: '確定' }));
    expect((await within(form).findByTestId('error-validDays')).textContent).toBe(
      '有效天數、可用次數、儲值金額至少填寫一項',
    );
  }, 30_000);
});

const EMPTY_WEEK = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };
