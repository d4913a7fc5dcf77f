/**
 * useProcessCall: runs one process step (approve, reject, return …) for a person's action —
 * a fresh idempotency key per action, the refusal shown as a toast in the user's language
 * ({@link refusalText}: URGE_TOO_SOON with its `retryAt`), a success toast, and `true` when
 * it went through.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallContract, CallInput, CallOutput } from '../../platform/contracts/define-call';
import { newIdempotencyKey } from '../../platform/http/idempotency-key';
import { notify, useApi } from '../runtime';
import { refusalText } from './format';

/** What {@link useProcessCall} returns. */
export interface ProcessCall {
  /** Whether a call is under way. */
  pending: boolean;
  /**
   * Sends `input` to `contract`; on success shows `process:<successKey>` (default `done`) and
   * resolves with the output, on refusal shows its text and resolves `undefined`.
   */
  run<C extends CallContract>(
    contract: C,
    input: CallInput<C>,
    successKey?: string,
  ): Promise<CallOutput<C> | undefined>;
}

/** See the module comment. */
export function useProcessCall(): ProcessCall {
  const api = useApi();
  const { t, i18n } = useTranslation('process');
  const [pending, setPending] = useState(false);
  const run: ProcessCall['run'] = async (contract, input, successKey = 'done') => {
    setPending(true);
    try {
      const out = await api(contract, input, { notify: false, idempotencyKey: newIdempotencyKey() });
      notify(t(successKey), 'success');
      return out;
    } catch (error) {
      notify(refusalText(error, t, i18n.language), 'error');
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
