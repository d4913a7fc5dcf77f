/**
 * Calls the fake gateway keeps waiting until the test answers them, for view path tests
 * where an event of a machine is "the server answered": `held.hold(gateway, contract)` makes
 * every call of `contract` wait; `held.answer(contract, output)` answers the oldest waiting
 * call (or all of them with `all`), `held.refuse(contract, code, message)` refuses it with a
 * catalogued code (platform/protocol/codes), as the server would.
 */
import { waitFor } from '@testing-library/react';
import type { CallContract, CallOutput } from '../../platform/contracts/define-call';
import { FakeRefusal, type FakeGateway } from '../../platform/session/fake-gateway';

interface Waiting {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The held calls of one test; see the module comment. */
export function createHeldCalls() {
  const waiting = new Map<CallContract, Waiting[]>();
  const queue = (contract: CallContract) => waiting.get(contract) ?? [];
  /** The oldest waiting call of `contract` (all of them with `all`), once there is one. */
  async function take(contract: CallContract, all: boolean): Promise<Waiting[]> {
    await waitFor(() => {
      if (queue(contract).length === 0) throw new Error(`no call of ${contract.path} is waiting`);
    });
    const calls = queue(contract);
    const taken = all ? calls.splice(0) : calls.splice(0, 1);
    return taken;
  }
  return {
    /** Makes every call of `contract` wait for {@link answer} or {@link refuse}. */
    hold<C extends CallContract>(gateway: FakeGateway, contract: C): void {
      gateway.on(
        contract,
        () =>
          new Promise<CallOutput<C>>((resolve, reject) => {
            waiting.set(contract, [...queue(contract), { resolve: resolve as (v: unknown) => void, reject }]);
          }),
      );
    },
    /** How many calls of `contract` are waiting. */
    count: (contract: CallContract) => queue(contract).length,
    /** Answers the oldest waiting call of `contract` (every waiting one with `all`) with `output`. */
    async answer<C extends CallContract>(contract: C, output: CallOutput<C>, all = false): Promise<void> {
      for (const call of await take(contract, all)) call.resolve(output);
    },
    /** Refuses the oldest waiting call of `contract` with `code` and `message`. */
    async refuse(contract: CallContract, code: number, message: string): Promise<void> {
      for (const call of await take(contract, false)) call.reject(new FakeRefusal(code, message));
    },
  };
}

/** The held calls of one test. */
export type HeldCalls = ReturnType<typeof createHeldCalls>;
