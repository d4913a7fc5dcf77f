/**
 * A client of the running server as the browser talks to it (DESIGN.md §4): every call
 * signed (platform/protocol/sign), the token header once signed in, the envelope
 * decoded (decrypted when the server encrypts). Uses Node's fetch (undici, keep-alive): its
 * global pool, or the dispatcher given (an undici Agent with a fixed number of connections).
 */
import type { Dispatcher } from 'undici';
import { login } from '../platform/contracts/auth.contract';
import type { CallContract, CallInput, CallOutput } from '../platform/contracts/define-call';
import { decryptBody } from '../platform/protocol/cipher';
import { signRequest } from '../platform/protocol/sign';

/** A decoded envelope: `code` 0 is success. */
export interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

/** Signed calls to one server. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly appId: string,
    private readonly appKey: string,
    /** Connections to use instead of fetch's global pool; undefined: the global pool. */
    private readonly dispatcher?: Dispatcher,
  ) {}

  /**
   * Calls `contract` (GET input in the query, POST input as JSON) with a fresh signature.
   * @throws Error on a network failure or a body that is not an envelope
   */
  async call<C extends CallContract>(contract: C, input: CallInput<C>, token?: string): Promise<Answer<CallOutput<C>>> {
    return this.decode<C>(await this.fetch(contract, input, token));
  }

  /**
   * Decodes the envelope of a response to `C` (decrypting it when the server encrypts).
   * @throws Error on a network failure while reading or a body that is not an envelope
   */
  async decode<C extends CallContract>(response: Response): Promise<Answer<CallOutput<C>>> {
    const text = await response.text();
    const encrypted = (response.headers.get('content-type') ?? '').startsWith('text/plain');
    return JSON.parse(encrypted ? decryptBody(text, this.appKey) : text) as Answer<CallOutput<C>>;
  }

  /**
   * Sends `contract`'s request as {@link call} does and returns the HTTP response undecoded.
   * @throws Error on a network failure
   */
  fetch<C extends CallContract>(contract: C, input: CallInput<C>, token?: string): Promise<Response> {
    const signed = signRequest(this.appId, this.appKey);
    const query = new URLSearchParams({ ...signed, timeStamp: String(signed.timeStamp) });
    const headers: Record<string, string> = { version: '2.0.0', lang: 'EN' };
    if (token) headers.token = token;
    const isGet = contract.method === 'GET';
    if (isGet) {
      for (const [k, v] of Object.entries(input as Record<string, unknown>))
        if (v !== undefined) query.set(k, String(v));
    } else {
      headers['content-type'] = 'application/json';
    }
    // Node's fetch takes an undici dispatcher (the global one when absent); its own types name undici-types'.
    const init: RequestInit & { dispatcher?: Dispatcher } = {
      method: contract.method,
      headers,
      body: isGet ? undefined : JSON.stringify(input),
      ...(this.dispatcher && { dispatcher: this.dispatcher }),
    };
    return fetch(`${this.baseUrl}/gateway${contract.path}?${query}`, init as RequestInit);
  }

  /**
   * Signs in through POST /system/login/accessToken.
   * @returns the access token
   * @throws Error with the envelope's code and message when refused
   */
  async signIn(account: string, password: string): Promise<string> {
    const answer = await this.call(login, { account, password });
    if (answer.code !== 0) throw new Error(`sign-in of ${account} refused: ${answer.code} ${answer.msg}`);
    return answer.data.token;
  }
}
