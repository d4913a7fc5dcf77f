/**
 * Messages of the codes of credit and quota administration (platform/protocol/codes.ts,
 * 2360001–2360004), per language. Spread into the `errors` namespace (errors.ts), so they
 * are read as `errors:<code>` and `errors:<code>_<context>` like every other code.
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.CREDIT_RULE_INVALID]: '违约阈值不能高于初始信用分',
    [Code.CREDIT_RULE_EXISTS]: '{{scene}} 已有信用规则',
    [Code.BAR_NOT_ACTIVE]: '{{name}} 的预约限制已结束',
    [Code.QUOTA_OVERRIDE_SUBJECT]: '该配额的对象不符',
    [`${Code.QUOTA_OVERRIDE_SUBJECT}_user`]: '该配额按用户计算，请选择用户',
    [`${Code.QUOTA_OVERRIDE_SUBJECT}_org`]: '该配额按组织机构计算，请选择组织机构',
    [`${Code.CREDIT_RULE_EXISTS}_default`]: '已有默认信用规则',
  },
  EN: {
    [Code.CREDIT_RULE_INVALID]: 'The threshold cannot be above the initial score',
    [Code.CREDIT_RULE_EXISTS]: '{{scene}} has a credit rule already',
    [Code.BAR_NOT_ACTIVE]: 'The booking bar of {{name}} has already ended',
    [Code.QUOTA_OVERRIDE_SUBJECT]: 'This quota is for another kind of subject',
    [`${Code.QUOTA_OVERRIDE_SUBJECT}_user`]: 'This quota counts per user: choose a user',
    [`${Code.QUOTA_OVERRIDE_SUBJECT}_org`]: 'This quota counts per organisation: choose an organisation',
    [`${Code.CREDIT_RULE_EXISTS}_default`]: 'There is a default credit rule already',
  },
  TC: {
    [Code.CREDIT_RULE_INVALID]: '違約閾值不能高於初始信用分',
    [Code.CREDIT_RULE_EXISTS]: '{{scene}} 已有信用規則',
    [Code.BAR_NOT_ACTIVE]: '{{name}} 的預約限制已結束',
    [Code.QUOTA_OVERRIDE_SUBJECT]: '該配額的對象不符',
    [`${Code.QUOTA_OVERRIDE_SUBJECT}_user`]: '該配額按用戶計算，請選擇用戶',
    [`${Code.QUOTA_OVERRIDE_SUBJECT}_org`]: '該配額按組織機構計算，請選擇組織機構',
    [`${Code.CREDIT_RULE_EXISTS}_default`]: '已有預設信用規則',
  },
};
