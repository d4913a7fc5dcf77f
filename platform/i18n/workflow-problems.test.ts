/** Every problem the workflow check names has its message `errors:2410003_<problem>` in CN, EN and TC. */
import { describe, expect, it } from 'vitest';
import { WORKFLOW_PROBLEMS } from '../../machines/workflow-process.validate';
import { Code } from '../protocol/codes';
import messages from './locales/workflow-errors';

describe('workflow problem messages', () => {
  it('has a message naming the node for every problem, in each language', () => {
    for (const lang of ['CN', 'EN', 'TC'] as const) {
      const table = messages[lang] as Record<string, string>;
      for (const problem of WORKFLOW_PROBLEMS) {
        expect(table[`${Code.WORKFLOW_INVALID}_${problem}`], `${lang} ${problem}`).toContain('{{node}}');
      }
    }
  });
});
