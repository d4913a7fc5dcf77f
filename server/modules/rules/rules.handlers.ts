/** Registrations of the rules module (/reserve, /sceneRules): reservation rules and their bindings. */
import * as rulesContracts from '../../../platform/contracts/rules.contract';
import { implement } from '../../plugins/call-handler';
import { bindingHandlers } from './binding.handlers';
import { ruleHandlers } from './rule.handlers';

/** Every handler of platform/contracts/rules.contract.ts (each call must have one: a compile error otherwise). */
export const rulesHandlers = implement(rulesContracts, { ...ruleHandlers, ...bindingHandlers });
