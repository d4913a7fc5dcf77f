/** Registrations of the rules module (/reserve, /sceneRules): reservation rules and their bindings. */
import { bindingHandlers } from './binding.handlers';
import { ruleHandlers } from './rule.handlers';

/** Every handler of platform/contracts/rules.contract.ts. */
export const rulesHandlers = [...ruleHandlers, ...bindingHandlers];
