/** Registrations of platform/contracts/feedback.contract.ts: sensitive words and feedback. */
import * as feedbackCalls from '../../../platform/contracts/feedback.contract';
import { implement } from '../../plugins/call-handler';
import { wordHandlers } from '../word-filter/word.handlers';
import { feedbackHandlers } from './feedback.handlers';

/** Registrations of the feedback and sensitive-word calls. */
export const feedbackWordHandlers = implement(feedbackCalls, { ...wordHandlers, ...feedbackHandlers });
