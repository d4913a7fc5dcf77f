/**
 * The fake gateway's routing of contract paths with `{name}` segments: a contract's own
 * path wins over a template it also fits, and a template answers only its own method.
 */
import { describe, expect, it } from 'vitest';
import { processDetail, processPreview } from '../contracts/workflow-process.contract';
import { createFakeGateway } from './fake-gateway';

describe('fake gateway: templated paths', () => {
  it('answers /workflow/process/preview with its own contract, /workflow/process/31 with {id}', async () => {
    const gateway = createFakeGateway();
    gateway.on(processDetail, ({ id }) => ({ id }) as never);
    gateway.on(processPreview, () => ({ steps: [] }));
    const { token } = gateway.issueTokens('booker');
    const post = await gateway.fetch('http://app.test/gateway/workflow/process/preview', {
      method: 'POST',
      headers: { token },
      body: JSON.stringify({ defineId: 7 }),
    });
    expect((await post.json()).data).toEqual({ steps: [] });
    const get = await gateway.fetch('http://app.test/gateway/workflow/process/31', { headers: { token } });
    expect((await get.json()).data).toEqual({ id: 31 });
    expect(gateway.calls(processPreview)).toEqual([{ defineId: 7, formValues: {} }]);
    expect(gateway.calls(processDetail)).toEqual([{ id: 31 }]);
  });
});
