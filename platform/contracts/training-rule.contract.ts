/**
 * Late leave rules of the training courses (docs/training.md "Late leave rules"): per course type, or the club's
 * default (`typeId` null), a leave later than `lateHours` hours before a session's start is late: it issues no
 * make-up token beyond the term's `graceCount` (late leaves and no-shows of the registration), and staff may waive
 * it (the token then issued, within the cap) until `waiveDays` days after the session's date.
 *
 * - back office /trainGroup, types tab (`fitness:trainGroup:page` to read, `fitness:trainType:edit` to change):
 *   the rules; /classLog (`fitness:classLog:waive`): waive a late leave, in the caller's data scope (the
 *   registration's member and organisation: out of scope is NOT_FOUND).
 */
import { z } from 'zod';
import { Code } from '../protocol/codes';
import { Id, IsoDateTime, NoInput, NullOutput } from './common';
import { defineCall } from './define-call';
import { TrainAttendanceRow } from './training.contract';

/** A rule's figures: hours before the start (0: no leave is late), grace count per term, days to waive. */
export const TrainRuleFields = z.object({
  lateHours: z.coerce.number().int().min(0).max(720),
  graceCount: z.coerce.number().int().min(0).max(100),
  waiveDays: z.coerce.number().int().min(0).max(365),
});
export type TrainRuleFields = z.infer<typeof TrainRuleFields>;

/** A stored rule: of course type `typeId` (its name in the caller's language), or the club's default (null). */
export const TrainRuleRow = TrainRuleFields.extend({
  typeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  updatedAt: IsoDateTime,
});
export type TrainRuleRow = z.infer<typeof TrainRuleRow>;

export const trainRuleList = defineCall({
  method: 'GET',
  path: '/api/fitness/trainRule/list',
  access: 'fitness:trainGroup:page',
  summary: 'The late leave rules: the club default first (if set), then the course types that have their own.',
  input: NoInput,
  output: z.array(TrainRuleRow),
  errors: [],
});

export const trainRuleSave = defineCall({
  method: 'POST',
  path: '/api/fitness/trainRule/save',
  access: 'fitness:trainType:edit',
  summary: 'Set the late leave rule of a course type, or the club default (typeId null); it applies to later leaves.',
  input: TrainRuleFields.extend({ typeId: Id.nullable() }),
  output: TrainRuleRow,
  errors: [Code.NOT_FOUND],
});

export const trainRuleDelete = defineCall({
  method: 'POST',
  path: '/api/fitness/trainRule/delete',
  access: 'fitness:trainType:edit',
  summary: 'Remove a course type’s own rule (the club default applies again), or the default (typeId null).',
  input: z.object({ typeId: Id.nullable() }),
  output: NullOutput,
  errors: [Code.NOT_FOUND],
});

export const trainLeaveWaive = defineCall({
  method: 'POST',
  path: '/api/fitness/trainAttendance/waive',
  access: 'fitness:classLog:waive',
  summary:
    'Waive a late leave that got no make-up token: the token is issued (within the term’s cap) and the member ' +
    'told; until the rule’s days after the session.',
  input: z.object({ id: Id, reason: z.string().trim().max(200).default('') }),
  output: TrainAttendanceRow,
  errors: [
    Code.NOT_FOUND,
    Code.ORDER_STEP_NOT_ALLOWED,
    Code.TRAIN_WAIVE_NOT_LATE,
    Code.TRAIN_WAIVE_CLOSED,
    Code.TRAIN_TOKEN_CAP,
  ],
});
