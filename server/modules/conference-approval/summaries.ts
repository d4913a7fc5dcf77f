/**
 * The conference-centre records in short, as the department approver's queue (/auditing) and the
 * process detail show them (platform/contracts/workflow-process.contract.ts `BusinessSummary`),
 * registered with the process queries (server/modules/workflow/business-summary.ts) when this
 * module loads. Each reader joins the record to its process under `visible` — the caller sees the
 * process (its initiator, a holder of one of its tasks) — so a record is read only through a
 * process the caller may see; the lines are then read for the records found that way.
 */
import { aliasedTable, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { BusinessLine, BusinessSummary } from '../../../platform/contracts/workflow-process.contract';
import type { Lang } from '../../../platform/i18n/languages';
import type { Db } from '../../db/client';
import { placeName } from '../../db/place-name';
import {
  mcCustomer,
  mcFoodDeliveryOrder,
  mcFoodDeliveryOrderLine,
  mcMealVoucherApp,
  mcMealVoucherPerson,
  mcReserveOrder,
  mcReserveOrderLine,
  mcTicketType,
  site,
  sysOrg,
  sysUser,
  wfProcess,
} from '../../db/schema/index';
import { onBusinessSummary } from '../workflow/business-summary';

const applicant = aliasedTable(sysUser, 'applicant');

/** `record.id` as the process's business key (text). */
const keyOf = (id: AnyColumn) => sql`${id}::text`;

/** Lines grouped by record id. */
function byRecord(lines: readonly (BusinessLine & { recordId: number })[]): Map<number, BusinessLine[]> {
  const out = new Map<number, BusinessLine[]>();
  for (const { recordId, name, quantity, amountCents } of lines)
    out.set(recordId, [...(out.get(recordId) ?? []), { name, quantity, amountCents }]);
  return out;
}

/** Meeting service orders: the room, the meeting's time and subject, attendees, total, lines. */
async function reserveOrders(db: Db, visible: SQL, lang: Lang) {
  const rows = await db
    .select({
      processId: wfProcess.id,
      order: mcReserveOrder,
      siteName: placeName(site, lang),
      orgName: sysOrg.name,
    })
    .from(wfProcess)
    .innerJoin(mcReserveOrder, eq(keyOf(mcReserveOrder.id), wfProcess.businessKey))
    .innerJoin(site, eq(site.id, mcReserveOrder.siteId))
    .leftJoin(applicant, eq(applicant.id, mcReserveOrder.applicantUserId))
    .leftJoin(sysOrg, eq(sysOrg.id, applicant.orgId))
    .where(visible);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? byRecord(
        await db
          .select({
            recordId: mcReserveOrderLine.orderId,
            name: mcReserveOrderLine.name,
            quantity: mcReserveOrderLine.quantity,
            amountCents: mcReserveOrderLine.amountCents,
          })
          .from(mcReserveOrderLine)
          .where(inArray(mcReserveOrderLine.orderId, ids))
          .orderBy(asc(mcReserveOrderLine.id)),
      )
    : new Map<number, BusinessLine[]>();
  return rows.map(({ processId, order, siteName, orgName }) => ({
    processId,
    summary: {
      kind: 'RESERVE_ORDER',
      id: order.id,
      no: order.orderNo,
      state: order.status,
      applicantName: order.applicantName,
      applicantOrgName: orgName,
      place: siteName,
      subject: order.subject,
      start: order.startAt.toISOString(),
      end: order.endAt.toISOString(),
      date: null,
      dateTo: null,
      timeRange: null,
      count: order.attendees,
      amountCents: order.totalCents,
      submittedAt: order.createdAt.toISOString(),
      lines: lines.get(order.id) ?? [],
    } satisfies BusinessSummary,
  }));
}

/** Food-delivery orders: the delivery day, window and address, dishes, total, lines. */
async function foodDeliveries(db: Db, visible: SQL) {
  const rows = await db
    .select({ processId: wfProcess.id, order: mcFoodDeliveryOrder, orgName: sysOrg.name })
    .from(wfProcess)
    .innerJoin(mcFoodDeliveryOrder, eq(keyOf(mcFoodDeliveryOrder.id), wfProcess.businessKey))
    .leftJoin(applicant, eq(applicant.id, mcFoodDeliveryOrder.applicantUserId))
    .leftJoin(sysOrg, eq(sysOrg.id, applicant.orgId))
    .where(visible);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? byRecord(
        await db
          .select({
            recordId: mcFoodDeliveryOrderLine.orderId,
            name: mcFoodDeliveryOrderLine.name,
            quantity: mcFoodDeliveryOrderLine.quantity,
            amountCents: mcFoodDeliveryOrderLine.amountCents,
          })
          .from(mcFoodDeliveryOrderLine)
          .where(inArray(mcFoodDeliveryOrderLine.orderId, ids))
          .orderBy(asc(mcFoodDeliveryOrderLine.id)),
      )
    : new Map<number, BusinessLine[]>();
  return rows.map(({ processId, order, orgName }) => {
    const own = lines.get(order.id) ?? [];
    return {
      processId,
      summary: {
        kind: 'FOOD_DELIVERY',
        id: order.id,
        no: order.orderNo,
        state: order.state,
        applicantName: order.applicantName,
        applicantOrgName: orgName,
        place: order.address,
        subject: null,
        start: null,
        end: null,
        date: order.deliveryDate,
        dateTo: null,
        timeRange: `${order.startTime}–${order.endTime}`,
        count: own.reduce((n, l) => n + l.quantity, 0),
        amountCents: order.totalCents,
        submittedAt: order.createdAt.toISOString(),
        lines: own,
      } satisfies BusinessSummary,
    };
  });
}

/** Meal-voucher applications: the customer, the validity, vouchers in all and their worth, one line per person. */
async function mealVouchers(db: Db, visible: SQL, lang: Lang) {
  const rows = await db
    .select({
      processId: wfProcess.id,
      app: mcMealVoucherApp,
      customerName: placeName(mcCustomer, lang),
      orgName: sysOrg.name,
      days: sql<number>`(${mcMealVoucherApp.validTo}::date - ${mcMealVoucherApp.validFrom}::date + 1)::int`,
    })
    .from(wfProcess)
    .innerJoin(mcMealVoucherApp, eq(keyOf(mcMealVoucherApp.id), wfProcess.businessKey))
    .innerJoin(mcCustomer, eq(mcCustomer.id, mcMealVoucherApp.customerId))
    .leftJoin(applicant, eq(applicant.id, mcMealVoucherApp.applicantUserId))
    .leftJoin(sysOrg, eq(sysOrg.id, applicant.orgId))
    .where(visible);
  const ids = rows.map((r) => r.app.id);
  const persons = ids.length
    ? await db
        .select({
          recordId: mcMealVoucherPerson.applicationId,
          name: mcMealVoucherPerson.name,
          perDay: mcMealVoucherPerson.quantityPerDay,
          priceCents: mcTicketType.priceCents,
        })
        .from(mcMealVoucherPerson)
        .innerJoin(mcTicketType, eq(mcTicketType.id, mcMealVoucherPerson.ticketTypeId))
        .where(inArray(mcMealVoucherPerson.applicationId, ids))
        .orderBy(asc(mcMealVoucherPerson.id))
    : [];
  return rows.map(({ processId, app, customerName, orgName, days }) => {
    const lines = persons
      .filter((p) => p.recordId === app.id)
      .map((p) => ({ name: p.name, quantity: p.perDay * days, amountCents: p.perDay * days * p.priceCents }));
    return {
      processId,
      summary: {
        kind: 'MEAL_VOUCHER',
        id: app.id,
        no: app.applicationNo,
        state: app.state,
        applicantName: app.applicantName,
        applicantOrgName: orgName,
        place: customerName,
        subject: null,
        start: null,
        end: null,
        date: String(app.validFrom),
        dateTo: String(app.validTo),
        timeRange: null,
        count: lines.reduce((n, l) => n + l.quantity, 0),
        amountCents: lines.reduce((n, l) => n + l.amountCents, 0),
        submittedAt: app.createdAt.toISOString(),
        lines,
      } satisfies BusinessSummary,
    };
  });
}

onBusinessSummary('RESERVE_ORDER', reserveOrders);
onBusinessSummary('FOOD_DELIVERY', (db, visible) => foodDeliveries(db, visible));
onBusinessSummary('MEAL_VOUCHER', (db, visible, lang) => mealVouchers(db, visible, lang));
