/**
 * The tests of a workflow's condition branches (platform/workflow/workflow-definition.ts,
 * spec §3 conditions), over a submission's form values and its initiator. Pure; used by the
 * compiled machine's guards (machines/workflow-process.machine.ts).
 *
 * Rules: a missing or empty value never holds; numbers and money (integer cents) compare as
 * numbers, dates (ISO `YYYY-MM-DD`) as strings, lexically; BETWEEN takes `[low, high]` and
 * excludes a bound when `lowOpen` / `highOpen`; for choice, user and organisation columns EQ
 * means "is one of" the listed values (a multiple choice holds when one of its choices is
 * listed) and the other comparisons never hold. `$initiator` compares the initiator's user
 * id, `$initiatorOrg` holds when the initiator's organisation or one of its ancestors
 * (Initiator.orgPath) is listed.
 */
import type { FormValues } from '../platform/forms/form-definition';
import type { Branch, Condition, Initiator } from '../platform/workflow/workflow-definition';

type Scalar = number | string;

function isScalar(value: unknown): value is Scalar {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}

/** Orders two values of the same kind (number or string); null when they cannot be compared. */
function compare(a: Scalar, b: Scalar): number | null {
  if (typeof a !== typeof b) return null;
  return a < b ? -1 : a > b ? 1 : 0;
}

function listOf(value: Condition['value']): Scalar[] {
  return Array.isArray(value) ? value : [value];
}

/** Whether one scalar holds for an ordering comparison (LT, GT, LE, GE, EQ, BETWEEN). */
function holdsOrdered(actual: Scalar, condition: Condition): boolean {
  if (condition.optType === 'BETWEEN') {
    const bounds = listOf(condition.value);
    if (bounds.length !== 2) return false;
    const low = compare(actual, bounds[0]);
    const high = compare(actual, bounds[1]);
    if (low === null || high === null) return false;
    return (condition.lowOpen ? low > 0 : low >= 0) && (condition.highOpen ? high < 0 : high <= 0);
  }
  if (Array.isArray(condition.value)) return false;
  const order = compare(actual, condition.value);
  if (order === null) return false;
  switch (condition.optType) {
    case 'LT':
      return order < 0;
    case 'LE':
      return order <= 0;
    case 'GT':
      return order > 0;
    case 'GE':
      return order >= 0;
    case 'EQ':
      return order === 0;
  }
}

/** "Is one of": some actual value is listed (numbers and numeric strings match, ids travel both ways). */
function isOneOf(actual: Scalar[], condition: Condition): boolean {
  if (condition.optType !== 'EQ') return false;
  const listed = new Set(listOf(condition.value).map(String));
  return actual.some((value) => listed.has(String(value)));
}

/** Whether one condition holds for the form values and the initiator. */
export function conditionHolds(condition: Condition, values: FormValues, initiator: Initiator): boolean {
  if (condition.columnId === '$initiator') return isOneOf([initiator.userId], condition);
  if (condition.columnId === '$initiatorOrg') return isOneOf(initiator.orgPath, condition);
  const raw = values[condition.columnId];
  switch (condition.columnType) {
    case 'number':
    case 'money':
    case 'date':
      return isScalar(raw) && holdsOrdered(raw, condition);
    case 'choice':
    case 'user':
    case 'org': {
      const actual = (Array.isArray(raw) ? raw : [raw]).filter(isScalar);
      return actual.length > 0 && isOneOf(actual, condition);
    }
  }
}

/** Whether a branch is taken when tried: all its conditions hold (a branch without any always holds). */
export function branchHolds(branch: Branch, values: FormValues, initiator: Initiator): boolean {
  return branch.conditions.every((condition) => conditionHolds(condition, values, initiator));
}
