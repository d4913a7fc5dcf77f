/**
 * `implement(contracts, handlers)` (server/plugins/call-handler.ts): the compiler demands a
 * handler for every call of a contracts module, types each handler's input, output and caller
 * from its contract, and the same gaps are refused at run time. The `@ts-expect-error` lines
 * are the proof `tsc` checks: should one of them compile, `npx tsc --noEmit` fails.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../platform/contracts/define-call';
import { Code } from '../../platform/protocol/codes';
import { implement } from '../../server/plugins/call-handler';

/** A tiny contracts module: a signed-in call, a public one, and a schema (not a call). */
const calls = {
  Echo: z.object({ text: z.string() }),
  echo: defineCall({
    method: 'POST',
    path: '/api/test/echo',
    access: 'user',
    summary: 'test',
    input: z.object({ text: z.string() }),
    output: z.object({ text: z.string(), by: z.string() }),
    errors: [Code.NOT_FOUND],
  }),
  hello: defineCall({
    method: 'GET',
    path: '/api/test/hello',
    access: 'public',
    summary: 'test',
    input: z.object({}),
    output: z.object({ signedIn: z.boolean() }),
    errors: [],
  }),
};

describe('implement', () => {
  it('binds one handler per call (schemas are not calls)', () => {
    const registrations = implement(calls, {
      // A signed-in call's principal is present in its type: no null check.
      echo: async (input, ctx) => ({ text: input.text, by: ctx.principal.account }),
      // A public call's principal stays nullable.
      hello: async (_input, ctx) => ({ signedIn: ctx.principal !== null }),
    });
    expect(registrations.map((r) => r.contract.path)).toEqual(['/api/test/echo', '/api/test/hello']);
  });

  it('a missing handler is a compile error, and refused at run time', () => {
    // @ts-expect-error `hello` has no handler
    expect(() => implement(calls, { echo: async (input) => ({ text: input.text, by: 'x' }) })).toThrow(
      'No handler for: hello',
    );
  });

  it('a handler for no call is a compile error, and refused at run time', () => {
    expect(() =>
      implement(calls, {
        echo: async (input) => ({ text: input.text, by: 'x' }),
        hello: async () => ({ signedIn: false }),
        // @ts-expect-error `bye` is no call of the module
        bye: async () => null,
      }),
    ).toThrow('Handler for no call of the module: bye');
  });

  it('types input, output and caller from the contract', () => {
    implement(calls, {
      // @ts-expect-error the output lacks `by`
      echo: async (input) => ({ text: input.text }),
      hello: async (_input, ctx) => {
        // @ts-expect-error a public call's caller may be absent
        const account: string = ctx.principal.account;
        return { signedIn: account.length > 0 };
      },
    });
    implement(calls, {
      // @ts-expect-error `input.count` is not in the contract's input
      echo: async (input) => ({ text: String(input.count), by: 'x' }),
      hello: async () => ({ signedIn: false }),
    });
  });
});
