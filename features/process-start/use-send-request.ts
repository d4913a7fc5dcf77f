/**
 * Sending a request: `processStart` {defineId, formValues, customChoices} or, for a
 * process returned to its initiator, `processResubmit` {id, formValues, customChoices} —
 * both idempotent (spec §7 `Idempotency-Key`): one key per request, kept only for a retry
 * of the same request after a lost answer (ui/booking-checkout's submission keys). A
 * TanStack mutation, so every read is refreshed after success (ui/runtime). Failures are
 * not toasted: the form shows them where they belong ({@link refusalOf}).
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  processResubmit,
  processStart,
  type CustomChoices,
  type ProcessRow,
} from '../../platform/contracts/workflow-process.contract';
import type { FormValues } from '../../platform/forms/form-definition';
import { ApiError } from '../../platform/http/api-client';
import { Code } from '../../platform/protocol/codes';
import { createSubmissionKeys } from '../../ui/booking-checkout/submission-keys';
import { useApi } from '../../ui/runtime';

/** What is sent: a new process of a definition, or a resubmission of a process. */
export type RequestTarget = { kind: 'start'; defineId: number } | { kind: 'resubmit'; processId: number };

/** The body of a request besides its target. */
export interface RequestBody {
  formValues: FormValues;
  customChoices: CustomChoices;
}

/** The mutation sending a request to `target`; resolves with the process as the lists show it. */
export function useSendRequest(target: RequestTarget) {
  const api = useApi();
  const [keys] = useState(createSubmissionKeys);
  return useMutation<ProcessRow, ApiError, RequestBody>({
    mutationFn: async (body) => {
      const input =
        target.kind === 'start' ? { defineId: target.defineId, ...body } : { id: target.processId, ...body };
      const options = { notify: false, idempotencyKey: keys.keyFor(input) };
      try {
        const row =
          'defineId' in input ? await api(processStart, input, options) : await api(processResubmit, input, options);
        keys.settle(input, null);
        return row;
      } catch (err) {
        keys.settle(input, err);
        throw err;
      }
    },
  });
}

/** Where a refusal belongs: on a field, on a node's picker, or over the whole form. */
export type Refusal =
  | { on: 'field'; field: string; message: string }
  | { on: 'node'; node: string; message: string }
  | { on: 'form'; message: string };

/**
 * Places a failed request's message: FORM_VALUES_INVALID on its `field`, CANDIDATE_REQUIRED
 * and CANDIDATE_OUT_OF_RANGE on their `node` (from the refusal's data); anything else on
 * the form. The message is the server's, in the user's language.
 */
export function refusalOf(error: unknown): Refusal {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError)) return { on: 'form', message };
  const data = (error.data ?? {}) as { field?: unknown; node?: unknown };
  if (error.code === Code.FORM_VALUES_INVALID && typeof data.field === 'string')
    return { on: 'field', field: data.field, message };
  if (
    (error.code === Code.CANDIDATE_REQUIRED || error.code === Code.CANDIDATE_OUT_OF_RANGE) &&
    typeof data.node === 'string'
  )
    return { on: 'node', node: data.node, message };
  return { on: 'form', message };
}
