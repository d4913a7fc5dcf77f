/** Registrations of platform/contracts/content.contract.ts: sensitive words and feedback. */
import * as content from '../../../platform/contracts/content.contract';
import { implement } from '../../plugins/call-handler';
import { wordHandlers } from '../word-filter/word.handlers';
import { feedbackHandlers } from './feedback.handlers';

/** Registrations of the content module. */
export const contentHandlers = implement(content, { ...wordHandlers, ...feedbackHandlers });
