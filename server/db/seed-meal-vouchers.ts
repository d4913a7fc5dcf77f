/**
 * Demo meal vouchers (spec §7 mealVoucher/*): the ticket types (breakfast ¥10, lunch ¥20,
 * dinner ¥20, tea break ¥8) and one application in every state of
 * machines/meal-voucher.machine.ts for the customer "Administration Office" (looked up in
 * mc_customer by its English name, created as an internal customer when missing), applied for by the
 * booker: the distributed ones with issued and redeemed vouchers, the partially distributed
 * one with a failed distribution (a person without a phone), the settled one with settled
 * vouchers. Written inside the seed's transaction, after the accounts.
 *
 * Voucher codes are signed with `serverSecret` like the job's; a seed without it (a bare
 * `seed(db)`) stores `unsigned-…` placeholders, which writeOff refuses.
 */
import { eq, inArray } from 'drizzle-orm';
import { MEAL_VOUCHER_STATES, type MealVoucherState } from '../../machines/meal-voucher.machine';
import { Code } from '../../platform/protocol/codes';
import { daysOf } from '../modules/meal-voucher/distribution';
import { voucherCodeOf } from '../modules/meal-voucher/voucher-code';
import { addDays, localDateOf } from '../modules/reserve/campus-time';
import type { Db } from './client';
import {
  mcCustomer,
  mcMealVoucher,
  mcMealVoucherApp,
  mcMealVoucherPerson,
  mcMealVoucherTask,
  mcTicketType,
  sysUser,
} from './schema/index';

/** The demo ticket types: names CN/EN/TC, dining type (mcDiningType), price in cents. */
export const TICKET_TYPES = [
  { nameCn: '早餐券', nameEn: 'Breakfast', nameTc: '早餐券', diningTypeCode: 'breakfast', priceCents: 1000, sort: 1 },
  { nameCn: '午餐券', nameEn: 'Lunch', nameTc: '午餐券', diningTypeCode: 'lunch', priceCents: 2000, sort: 2 },
  { nameCn: '晚餐券', nameEn: 'Dinner', nameTc: '晚餐券', diningTypeCode: 'dinner', priceCents: 2000, sort: 3 },
  { nameCn: '茶歇券', nameEn: 'Tea break', nameTc: '茶歇券', diningTypeCode: 'teaBreak', priceCents: 800, sort: 4 },
];

/** The customer the demo applications are billed to (its English name). */
export const DEMO_VOUCHER_CUSTOMER = 'Administration Office';

/** The id of the customer named `nameEn` in English, created (internal, named so in every language) when missing. */
async function customerId(tx: Db, nameEn: string): Promise<number> {
  const named = () => tx.select({ id: mcCustomer.id }).from(mcCustomer).where(eq(mcCustomer.nameEn, nameEn));
  const [found] = await named();
  if (found) return found.id;
  await tx.insert(mcCustomer).values({ name: nameEn, nameEn, nameTc: nameEn, kind: 'internal' }).onConflictDoNothing();
  const [row] = await named();
  return row.id;
}

const AFTER_CONFIRM: MealVoucherState[] = ['distributing', 'distributed', 'partiallyDistributed', 'settled'];

/** Seeds the ticket types and one application per state (see the module comment). */
export async function seedMealVouchers(tx: Db, serverSecret?: string): Promise<void> {
  const types = await tx
    .insert(mcTicketType)
    .values(TICKET_TYPES)
    .onConflictDoNothing()
    .returning({ id: mcTicketType.id, priceCents: mcTicketType.priceCents });
  if (!types.length) return; // seeded before
  const [breakfast, lunch] = types;
  const customer = await customerId(tx, DEMO_VOUCHER_CUSTOMER);
  const users = await tx
    .select({ id: sysUser.id, account: sysUser.account, name: sysUser.name, phone: sysUser.phone })
    .from(sysUser)
    .where(inArray(sysUser.account, ['booker', 'approver', 'catering']));
  const user = (account: string) => users.find((u) => u.account === account)!;
  const booker = user('booker');
  const now = new Date();
  const today = localDateOf(now, 'Asia/Shanghai');
  const stamp = today.replace(/-/g, '');

  for (const [i, state] of MEAL_VOUCHER_STATES.entries()) {
    const settled = state === 'settled';
    const validFrom = settled ? addDays(today, -10) : addDays(today, state === 'distributed' ? -1 : 1);
    const validTo = addDays(validFrom, 2);
    const [app] = await tx
      .insert(mcMealVoucherApp)
      .values({
        applicationNo: `MV${stamp}-D${String(i + 1).padStart(3, '0')}`,
        customerId: customer,
        applicantUserId: booker.id,
        applicantName: booker.name,
        validFrom,
        validTo,
        state,
        remark: 'Demo',
        reason: state === 'rejected' ? 'Over the monthly budget' : state === 'cancelled' ? 'Event postponed' : null,
        auditedAt: i >= 1 && i <= 8 ? now : null,
        financeAuditedAt: i >= 2 && i <= 8 ? now : null,
        lifeScienceAuditedAt: i >= 3 && i <= 8 ? now : null,
        confirmedAt: i >= 4 && i <= 8 ? now : null,
        distributedAt: ['distributed', 'partiallyDistributed', 'settled'].includes(state) ? now : null,
        settledAt: settled ? now : null,
        cancelledAt: state === 'cancelled' ? now : null,
      })
      .returning({ id: mcMealVoucherApp.id });
    const persons = await tx
      .insert(mcMealVoucherPerson)
      .values([
        {
          applicationId: app.id,
          userId: booker.id,
          name: booker.name,
          phone: booker.phone ?? '',
          ticketTypeId: lunch.id,
          quantityPerDay: 1,
        },
        {
          applicationId: app.id,
          userId: user('approver').id,
          name: user('approver').name,
          phone: user('approver').phone ?? '',
          ticketTypeId: breakfast.id,
          quantityPerDay: 1,
        },
        {
          applicationId: app.id,
          userId: null,
          name: '王芳',
          phone: '13800138000',
          ticketTypeId: lunch.id,
          quantityPerDay: 2,
        },
        ...(state === 'partiallyDistributed'
          ? [
              {
                applicationId: app.id,
                userId: null,
                name: '李雷',
                phone: '',
                ticketTypeId: lunch.id,
                quantityPerDay: 1,
              },
            ]
          : []),
      ])
      .returning();
    if (confirmedOnly(state)) {
      await tx.insert(mcMealVoucherTask).values(persons.map((p) => ({ applicationId: app.id, personId: p.id })));
      continue;
    }
    if (!AFTER_CONFIRM.includes(state)) continue;
    for (const p of persons) {
      const fails = p.userId === null && p.phone === '';
      await tx.insert(mcMealVoucherTask).values({
        applicationId: app.id,
        personId: p.id,
        state: state === 'distributing' ? 'pending' : fails ? 'failed' : 'done',
        attempts: state === 'distributing' ? 0 : fails ? 5 : 1,
        lastError: fails ? JSON.stringify({ code: Code.MEAL_VOUCHER_PHONE_MISSING, params: {} }) : null,
      });
      if (state === 'distributing' || fails) continue;
      const price = types.find((t) => t.id === p.ticketTypeId)!.priceCents;
      const days = daysOf(validFrom, validTo);
      await tx.insert(mcMealVoucher).values(
        days.flatMap((day, d) =>
          Array.from({ length: p.quantityPerDay }, (_, n) => {
            // Settled: every voucher used and settled; distributed: the first day's used.
            const redeemed = settled || (d === 0 && state === 'distributed' && p.userId !== null);
            const code = serverSecret
              ? voucherCodeOf(p.id, day, n + 1, serverSecret)
              : `unsigned-${p.id}-${day.replace(/-/g, '')}-${n + 1}`;
            return {
              code,
              applicationId: app.id,
              personId: p.id,
              ticketTypeId: p.ticketTypeId,
              priceCents: price,
              validFrom: day,
              validTo: day,
              state: redeemed ? 'redeemed' : 'issued',
              redeemedAt: redeemed ? new Date(`${day}T04:30:00Z`) : null,
              redeemedBy: redeemed ? user('catering').id : null,
              settledAt: settled ? now : null,
            };
          }),
        ),
      );
    }
  }
}

/** Confirmed: the tasks are queued but the job has not started them. */
function confirmedOnly(state: MealVoucherState): boolean {
  return state === 'confirmed';
}
