/**
 * Messages of the codes shared by the catering and meeting services
 * (platform/protocol/codes.ts, 2430000–2430011: order steps, the catalogue and customers).
 * Spread into the `errors` namespace (errors.ts).
 * A step the order's machine refuses names the order, its state and the step through the
 * machine's own namespace (`<kind>:title`, `<kind>:state.<state>`, `<kind>:action.<action>`).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.ORDER_STEP_NOT_ALLOWED]:
      '$t({{kind}}:title) {{id}} 当前为“$t({{kind}}:state.{{state}})”，不能$t({{kind}}:action.{{action}})',
    [Code.CATALOGUE_HAS_CHILDREN]: '{{name}} 下还有 {{count}} 个子项，不能删除',
    [Code.CATEGORY_HAS_MERCHANDISE]: '分类 {{name}} 下还有 {{count}} 个商品，不能删除',
    [Code.CATALOGUE_CYCLE]: '不能把 {{name}} 移到它自己或它的下级之下',
    [Code.CATALOGUE_IN_USE]: '{{name}} 已用于订单，不能删除，请停用',
    [Code.CATALOGUE_PARENT_MISSING]: '上级不存在',
    [Code.CUSTOMER_NAME_TAKEN]: '客户 {{name}} 已存在',
    [Code.CUSTOMER_ORG_REQUIRED]: '内部客户须选择一个存在的组织',
    [Code.CUSTOMER_IN_USE]: '客户 {{name}} 已有订单，不能删除，请停用',
    [Code.DINING_TYPE_UNKNOWN]: '用餐类型 {{value}} 不存在',
    [Code.TIME_RANGE_INVALID]: '结束时间须晚于开始时间',
    [Code.TIME_RANGE_OVERLAP]: '{{name}} 与 {{other}} 时间重叠',
  },
  EN: {
    [Code.ORDER_STEP_NOT_ALLOWED]:
      '$t({{kind}}:title) {{id}} cannot be $t({{kind}}:action.{{action}}) while it is $t({{kind}}:state.{{state}})',
    [Code.CATALOGUE_HAS_CHILDREN]: '{{name}} still has {{count}} sub-entries: it cannot be deleted',
    [Code.CATEGORY_HAS_MERCHANDISE]: 'Category {{name}} still holds {{count}} merchandise: it cannot be deleted',
    [Code.CATALOGUE_CYCLE]: '{{name}} cannot be moved under itself or one of its descendants',
    [Code.CATALOGUE_IN_USE]: '{{name}} is used on orders: disable it instead of deleting it',
    [Code.CATALOGUE_PARENT_MISSING]: 'The parent does not exist',
    [Code.CUSTOMER_NAME_TAKEN]: 'A customer named {{name}} already exists',
    [Code.CUSTOMER_ORG_REQUIRED]: 'An internal customer needs an existing organisation',
    [Code.CUSTOMER_IN_USE]: 'Customer {{name}} has orders: disable it instead of deleting it',
    [Code.DINING_TYPE_UNKNOWN]: 'Unknown dining type {{value}}',
    [Code.TIME_RANGE_INVALID]: 'The end time must be after the start time',
    [Code.TIME_RANGE_OVERLAP]: '{{name}} overlaps {{other}}',
  },
  TC: {
    [Code.ORDER_STEP_NOT_ALLOWED]:
      '$t({{kind}}:title) {{id}} 目前為「$t({{kind}}:state.{{state}})」，不能$t({{kind}}:action.{{action}})',
    [Code.CATALOGUE_HAS_CHILDREN]: '{{name}} 下還有 {{count}} 個子項，不能刪除',
    [Code.CATEGORY_HAS_MERCHANDISE]: '分類 {{name}} 下還有 {{count}} 個商品，不能刪除',
    [Code.CATALOGUE_CYCLE]: '不能把 {{name}} 移到它自己或它的下級之下',
    [Code.CATALOGUE_IN_USE]: '{{name}} 已用於訂單，不能刪除，請停用',
    [Code.CATALOGUE_PARENT_MISSING]: '上級不存在',
    [Code.CUSTOMER_NAME_TAKEN]: '客戶 {{name}} 已存在',
    [Code.CUSTOMER_ORG_REQUIRED]: '內部客戶須選擇一個存在的組織',
    [Code.CUSTOMER_IN_USE]: '客戶 {{name}} 已有訂單，不能刪除，請停用',
    [Code.DINING_TYPE_UNKNOWN]: '用餐類型 {{value}} 不存在',
    [Code.TIME_RANGE_INVALID]: '結束時間須晚於開始時間',
    [Code.TIME_RANGE_OVERLAP]: '{{name}} 與 {{other}} 時間重疊',
  },
};
