/**
 * Messages of the codes shared by the catering and meeting services
 * (platform/protocol/codes.ts, 2430000). Spread into the `errors` namespace (errors.ts).
 * A step the order's machine refuses names the order, its state and the step through the
 * machine's own namespace (`<kind>:title`, `<kind>:state.<state>`, `<kind>:action.<action>`).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.ORDER_STEP_NOT_ALLOWED]:
      '$t({{kind}}:title) {{id}} 当前为“$t({{kind}}:state.{{state}})”，不能$t({{kind}}:action.{{action}})',
  },
  EN: {
    [Code.ORDER_STEP_NOT_ALLOWED]:
      '$t({{kind}}:title) {{id}} cannot be $t({{kind}}:action.{{action}}) while it is $t({{kind}}:state.{{state}})',
  },
  TC: {
    [Code.ORDER_STEP_NOT_ALLOWED]:
      '$t({{kind}}:title) {{id}} 目前為「$t({{kind}}:state.{{state}})」，不能$t({{kind}}:action.{{action}})',
  },
};
