/**
 * Year terms (/yearTerm) and class periods (/classTime), spec §2 base admin pages:
 * what the terminal's period booking (quick/period) offers. Back-office calls
 * under `/resv/yearTerm/…` and `/resv/classTime/…` with codes
 * `resv:<yearTerm|classTime>:<page|add|edit|delete>`; the terminal reads the enabled ones
 * with `GET /api/reserve/yearTerm/list` and `GET /api/reserve/classTime/list`.
 *
 * - A term is a range of local ISO dates `[startDate, endDate]`; a class period a range
 *   of local times `[startTime, endTime)` `HH:mm`.
 * - A range that ends before it starts is refused (RANGE_ORDER_INVALID, `context` term or
 *   period), and so is one that overlaps another of its kind (RANGE_OVERLAP, naming both):
 *   terms never share a day, periods never share a minute.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { Id, IsoDate, NoInput, NullOutput } from './common';
import { HhMm } from './open-rule.contract';
import { Code } from '../protocol/codes';
import { PageQuery, pageOf } from '../protocol/envelope';

const Name = z.string().trim().min(1).max(64);
const Status = z.union([z.literal(0), z.literal(1)]);
const Sort = z.number().int().min(0).max(99999).default(0);
const Ids = z.object({ ids: z.array(Id).min(1).max(100) });
const ListFilter = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.coerce.number().pipe(Status).optional(),
});

// --- year terms --------------------------------------------------------------------

/** The fields of a year term as add and edit take them. */
export const YearTermFields = z.object({
  name: Name,
  startDate: IsoDate,
  endDate: IsoDate,
  status: Status.default(0),
  sort: Sort,
});
export type YearTermFields = z.output<typeof YearTermFields>;

/** The form's schema: the fields, and the end not before the start (message key of RANGE_ORDER_INVALID). */
export const YearTermForm = YearTermFields.refine((v) => v.endDate >= v.startDate, {
  path: ['endDate'],
  message: `errors:${Code.RANGE_ORDER_INVALID}_term`,
});

/** A year term as the back office lists it. */
export const YearTermRow = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: IsoDate,
  endDate: IsoDate,
  status: z.number().int(),
  sort: z.number().int(),
});
export type YearTermRow = z.infer<typeof YearTermRow>;

export const yearTermPage = defineCall({
  method: 'GET',
  path: '/resv/yearTerm/page',
  access: 'resv:yearTerm:page',
  summary: 'Year terms, filtered by name keyword and status; latest start first.',
  input: ListFilter,
  output: pageOf(YearTermRow),
  errors: [],
});

export const yearTermAdd = defineCall({
  method: 'POST',
  path: '/resv/yearTerm/add',
  access: 'resv:yearTerm:add',
  summary: 'Create a year term (RANGE_ORDER_INVALID, RANGE_OVERLAP with another term).',
  input: YearTermFields,
  output: YearTermRow,
  errors: [Code.RANGE_ORDER_INVALID, Code.RANGE_OVERLAP],
});

export const yearTermEdit = defineCall({
  method: 'POST',
  path: '/resv/yearTerm/edit',
  access: 'resv:yearTerm:edit',
  summary: 'Edit a year term (RANGE_ORDER_INVALID, RANGE_OVERLAP with another term).',
  input: YearTermFields.extend({ id: Id }),
  output: YearTermRow,
  errors: [Code.NOT_FOUND, Code.RANGE_ORDER_INVALID, Code.RANGE_OVERLAP],
});

export const yearTermDelete = defineCall({
  method: 'POST',
  path: '/resv/yearTerm/delete',
  access: 'resv:yearTerm:delete',
  summary: 'Delete year terms (all or nothing); bookings already made from them stay.',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const yearTermList = defineCall({
  method: 'GET',
  path: '/api/reserve/yearTerm/list',
  access: 'user',
  summary: 'The enabled year terms for period booking, by start date.',
  input: NoInput,
  output: z.array(YearTermRow.pick({ id: true, name: true, startDate: true, endDate: true })),
  errors: [],
});

// --- class periods -----------------------------------------------------------------

/** The fields of a class period as add and edit take them. */
export const ClassPeriodFields = z.object({
  name: Name,
  startTime: HhMm,
  endTime: HhMm,
  status: Status.default(0),
  sort: Sort,
});
export type ClassPeriodFields = z.output<typeof ClassPeriodFields>;

/** The form's schema: the fields, and the end after the start (message key of RANGE_ORDER_INVALID). */
export const ClassPeriodForm = ClassPeriodFields.refine((v) => v.endTime > v.startTime, {
  path: ['endTime'],
  message: `errors:${Code.RANGE_ORDER_INVALID}_period`,
});

/** A class period as the back office lists it. */
export const ClassPeriodRow = z.object({
  id: z.number().int(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
});
export type ClassPeriodRow = z.infer<typeof ClassPeriodRow>;

export const classTimePage = defineCall({
  method: 'GET',
  path: '/resv/classTime/page',
  access: 'resv:classTime:page',
  summary: 'Class periods, filtered by name keyword and status; by start time.',
  input: ListFilter,
  output: pageOf(ClassPeriodRow),
  errors: [],
});

export const classTimeAdd = defineCall({
  method: 'POST',
  path: '/resv/classTime/add',
  access: 'resv:classTime:add',
  summary: 'Create a class period (RANGE_ORDER_INVALID, RANGE_OVERLAP with another period).',
  input: ClassPeriodFields,
  output: ClassPeriodRow,
  errors: [Code.RANGE_ORDER_INVALID, Code.RANGE_OVERLAP],
});

export const classTimeEdit = defineCall({
  method: 'POST',
  path: '/resv/classTime/edit',
  access: 'resv:classTime:edit',
  summary: 'Edit a class period (RANGE_ORDER_INVALID, RANGE_OVERLAP with another period).',
  input: ClassPeriodFields.extend({ id: Id }),
  output: ClassPeriodRow,
  errors: [Code.NOT_FOUND, Code.RANGE_ORDER_INVALID, Code.RANGE_OVERLAP],
});

export const classTimeDelete = defineCall({
  method: 'POST',
  path: '/resv/classTime/delete',
  access: 'resv:classTime:delete',
  summary: 'Delete class periods (all or nothing).',
  input: Ids,
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const classTimeList = defineCall({
  method: 'GET',
  path: '/api/reserve/classTime/list',
  access: 'user',
  summary: 'The enabled class periods for period booking, by start time.',
  input: NoInput,
  output: z.array(ClassPeriodRow.pick({ id: true, name: true, startTime: true, endTime: true })),
  errors: [],
});
