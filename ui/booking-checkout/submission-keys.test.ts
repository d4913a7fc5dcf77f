/**
 * One idempotency key per booking request: kept for a retry after a lost answer, new for a
 * changed request and after any answer from the server (which replays refusals per key).
 */
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_CODES } from '../../platform/http/api-client';
import { createSubmissionKeys } from './submission-keys';

const request = { siteId: 1, start: '2026-11-24T10:00:00+08:00', end: '2026-11-24T10:30:00+08:00' };
const lost = new ApiError(CLIENT_CODES.NETWORK, 'Failed to fetch', 0);

describe('submission keys', () => {
  it('reuses the key for the same request after a lost answer or a timeout', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor(request);
    keys.settle(request, lost);
    expect(keys.keyFor({ ...request })).toBe(first);
    keys.settle(request, new ApiError(CLIENT_CODES.TIMEOUT, 'request timed out', 0));
    expect(keys.keyFor(request)).toBe(first);
  });

  it('makes a new key for a changed request', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor(request);
    keys.settle(request, lost);
    expect(keys.keyFor({ ...request, subject: 'Singles' })).not.toBe(first);
  });

  it('makes a new key once the server has answered, booked or refused', () => {
    const keys = createSubmissionKeys();
    const first = keys.keyFor(request);
    keys.settle(request, null);
    const second = keys.keyFor(request);
    expect(second).not.toBe(first);
    keys.settle(request, new ApiError(2370002, 'Bookings open at 08:00', 200));
    expect(keys.keyFor(request)).not.toBe(second);
  });
});
