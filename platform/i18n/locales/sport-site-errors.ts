/**
 * Messages of the sport venue's back-office codes (platform/protocol/codes.ts, 2600001–2600006), spread into
 * the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.SPORT_SCENE_UNKNOWN]: '场景 {{id}} 不存在',
    [Code.SITE_PART_INVALID]:
      '场地“{{site}}”不能作为整场或分场（须为单次预约场地，整场不能是分场，分场不能属于其他整场）',
    [Code.SITE_PART_CONFLICT]: '整场与分场已有时间重叠的预约，拆分后会重复预约，未保存',
    [Code.SPORT_PRICE_BAND_INVALID]: '价格时段 {{from}}–{{to}} 无效：开始必须早于结束',
    [Code.SPACE_CAPACITY_BELOW_CLASS]: '该空间内有 {{places}} 个名额的团课，容量不能小于此数（{{capacity}}）',
    [Code.SPACE_IN_USE]: '该空间内还有 {{count}} 节待上的团课，不能删除',
  },
  EN: {
    [Code.SPORT_SCENE_UNKNOWN]: 'Scene {{id}} does not exist',
    [Code.SITE_PART_INVALID]:
      'Site “{{site}}” cannot be a whole or a part (single-booking sites only; a whole is no part, a part belongs ' +
      'to one whole)',
    [Code.SITE_PART_CONFLICT]: 'The whole and a part have overlapping bookings: the split would double-book; not saved',
    [Code.SPORT_PRICE_BAND_INVALID]: 'The price band {{from}}–{{to}} is invalid: the start must come before the end',
    [Code.SPACE_CAPACITY_BELOW_CLASS]:
      'A coming class in this space has {{places}} places; the capacity cannot be lower ({{capacity}})',
    [Code.SPACE_IN_USE]: '{{count}} coming classes are held in this space; it cannot be deleted',
  },
  TC: {
    [Code.SPORT_SCENE_UNKNOWN]: '場景 {{id}} 不存在',
    [Code.SITE_PART_INVALID]:
      '場地「{{site}}」不能作為整場或分場（須為單次預約場地，整場不能是分場，分場不能屬於其他整場）',
    [Code.SITE_PART_CONFLICT]: '整場與分場已有時間重疊的預約，拆分後會重複預約，未保存',
    [Code.SPORT_PRICE_BAND_INVALID]: '價格時段 {{from}}–{{to}} 無效：開始必須早於結束',
    [Code.SPACE_CAPACITY_BELOW_CLASS]: '該空間內有 {{places}} 個名額的團課，容量不能小於此數（{{capacity}}）',
    [Code.SPACE_IN_USE]: '該空間內還有 {{count}} 節待上的團課，不能刪除',
  },
};
