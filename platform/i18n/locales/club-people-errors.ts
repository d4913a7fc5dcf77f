/**
 * Messages of the fitness club's people codes (platform/protocol/codes.ts, 2520001–2520006: coaches and
 * tags), spread into the `errors` namespace (errors.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.CLUB_COACH_ACCOUNT_UNKNOWN]: '账号“{{account}}”不存在',
    [Code.CLUB_COACH_ACCOUNT_TAKEN]: '账号“{{account}}”已是教练（{{name}}）',
    [Code.CLUB_COACH_TAG_INVALID]: '擅长项目必须是“教练”类的标签（编号 {{id}}）',
    [Code.CLUB_COACH_PHOTO_INVALID]: '照片必须是素材库中的图片（编号 {{id}}）',
    [Code.CLUB_TAG_IN_USE]: '标签“{{name}}”仍被 {{count}} 位教练使用，不能删除',
    [Code.CLUB_TAG_KIND_LOCKED]: '标签“{{name}}”仍被 {{count}} 位教练使用，不能修改类型',
  },
  EN: {
    [Code.CLUB_COACH_ACCOUNT_UNKNOWN]: 'There is no account “{{account}}”',
    [Code.CLUB_COACH_ACCOUNT_TAKEN]: 'The account “{{account}}” is already a coach ({{name}})',
    [Code.CLUB_COACH_TAG_INVALID]: 'A specialty must be a tag of the kind “coach” (no. {{id}})',
    [Code.CLUB_COACH_PHOTO_INVALID]: 'The photo must be a picture of the media library (no. {{id}})',
    [Code.CLUB_TAG_IN_USE]: 'The tag “{{name}}” is used by {{count}} coach(es) and cannot be deleted',
    [Code.CLUB_TAG_KIND_LOCKED]: 'The tag “{{name}}” is used by {{count}} coach(es): its kind cannot change',
  },
  TC: {
    [Code.CLUB_COACH_ACCOUNT_UNKNOWN]: '帳號「{{account}}」不存在',
    [Code.CLUB_COACH_ACCOUNT_TAKEN]: '帳號「{{account}}」已是教練（{{name}}）',
    [Code.CLUB_COACH_TAG_INVALID]: '擅長項目必須是「教練」類的標籤（編號 {{id}}）',
    [Code.CLUB_COACH_PHOTO_INVALID]: '照片必須是素材庫中的圖片（編號 {{id}}）',
    [Code.CLUB_TAG_IN_USE]: '標籤「{{name}}」仍被 {{count}} 位教練使用，不能刪除',
    [Code.CLUB_TAG_KIND_LOCKED]: '標籤「{{name}}」仍被 {{count}} 位教練使用，不能修改類型',
  },
};
