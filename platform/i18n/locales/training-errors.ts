/**
 * Messages of the training course codes (platform/protocol/codes.ts, 2550001–2550016), spread into
 * the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.TRAIN_TYPE_UNKNOWN]: '课程类型不存在或已停用（编号 {{id}}）',
    [Code.TRAIN_GROUP_FULL]: '该课程班已满（{{capacity}} 人）',
    [Code.TRAIN_REGISTRATION_CLOSED]: '报名时间为 {{from}} 至 {{to}}',
    [Code.TRAIN_ALREADY_REGISTERED]: '您已报名该课程班',
    [Code.TRAIN_SESSION_STARTED]: '{{on}} {{from}} 的课节已开始，不能请假',
    [Code.TRAIN_TOKEN_CAP]: '本期补课券已达上限（{{cap}} 张）',
    [Code.TRAIN_TOKEN_UNAVAILABLE]: '该补课券不可用',
    [Code.TRAIN_MAKEUP_INVALID]: '补课须选择同类型其他课程班在补课券有效期内的未开始课节',
    [Code.TRAIN_SESSION_FULL]: '该课节已无空位（{{capacity}} 人）',
    [Code.TRAIN_COACH_OVERLAP]: '教练在 {{on}} {{from}}-{{to}} 已有课程（{{group}}）',
    [Code.TRAIN_COACH_UNKNOWN]: '教练不存在或已停用（编号 {{id}}）',
    [Code.TRAIN_GROUP_IN_USE]: '已有 {{count}} 条报名、考勤或补课记录，不能删除',
    [Code.TRAIN_NOT_ON_ROLL]: '该学员不在本课节名单中（编号 {{id}}）',
    [Code.TRAIN_SESSION_OUTSIDE_TERM]: '课节日期 {{on}} 不在课程期 {{from}} 至 {{to}} 内',
    [Code.TRAIN_NOTHING_TO_PAY]: '该报名已付款或免费',
    [Code.TRAIN_LEAVE_TAKEN]: '该课节已请假',
  },
  EN: {
    [Code.TRAIN_TYPE_UNKNOWN]: 'The course type is unknown or disabled (id {{id}})',
    [Code.TRAIN_GROUP_FULL]: 'The course group is full ({{capacity}} places)',
    [Code.TRAIN_REGISTRATION_CLOSED]: 'Registration is open from {{from}} to {{to}}',
    [Code.TRAIN_ALREADY_REGISTERED]: 'You have already registered for this course group',
    [Code.TRAIN_SESSION_STARTED]: 'The session of {{on}} {{from}} has started: no leave can be asked',
    [Code.TRAIN_TOKEN_CAP]: 'You have reached this term’s make-up tokens ({{cap}})',
    [Code.TRAIN_TOKEN_UNAVAILABLE]: 'This make-up token is not available',
    [Code.TRAIN_MAKEUP_INVALID]:
      'A make-up must be a coming session of another group of the same course type, before the token expires',
    [Code.TRAIN_SESSION_FULL]: 'The session has no free place ({{capacity}} places)',
    [Code.TRAIN_COACH_OVERLAP]: 'The coach already teaches on {{on}} {{from}}-{{to}} ({{group}})',
    [Code.TRAIN_COACH_UNKNOWN]: 'The coach is unknown or off (id {{id}})',
    [Code.TRAIN_GROUP_IN_USE]: '{{count}} registration, attendance or make-up record(s) exist: not deleted',
    [Code.TRAIN_NOT_ON_ROLL]: 'This member is not on the session’s roll (id {{id}})',
    [Code.TRAIN_SESSION_OUTSIDE_TERM]: 'The session’s date {{on}} is outside the term {{from}} to {{to}}',
    [Code.TRAIN_NOTHING_TO_PAY]: 'This registration is paid already or free',
    [Code.TRAIN_LEAVE_TAKEN]: 'A leave is already recorded for this session',
  },
  TC: {
    [Code.TRAIN_TYPE_UNKNOWN]: '課程類型不存在或已停用（編號 {{id}}）',
    [Code.TRAIN_GROUP_FULL]: '該課程班已滿（{{capacity}} 人）',
    [Code.TRAIN_REGISTRATION_CLOSED]: '報名時間為 {{from}} 至 {{to}}',
    [Code.TRAIN_ALREADY_REGISTERED]: '您已報名該課程班',
    [Code.TRAIN_SESSION_STARTED]: '{{on}} {{from}} 的課節已開始，不能請假',
    [Code.TRAIN_TOKEN_CAP]: '本期補課券已達上限（{{cap}} 張）',
    [Code.TRAIN_TOKEN_UNAVAILABLE]: '該補課券不可用',
    [Code.TRAIN_MAKEUP_INVALID]: '補課須選擇同類型其他課程班在補課券有效期內的未開始課節',
    [Code.TRAIN_SESSION_FULL]: '該課節已無空位（{{capacity}} 人）',
    [Code.TRAIN_COACH_OVERLAP]: '教練在 {{on}} {{from}}-{{to}} 已有課程（{{group}}）',
    [Code.TRAIN_COACH_UNKNOWN]: '教練不存在或已停用（編號 {{id}}）',
    [Code.TRAIN_GROUP_IN_USE]: '已有 {{count}} 條報名、考勤或補課記錄，不能刪除',
    [Code.TRAIN_NOT_ON_ROLL]: '該學員不在本課節名單中（編號 {{id}}）',
    [Code.TRAIN_SESSION_OUTSIDE_TERM]: '課節日期 {{on}} 不在課程期 {{from}} 至 {{to}} 內',
    [Code.TRAIN_NOTHING_TO_PAY]: '該報名已付款或免費',
    [Code.TRAIN_LEAVE_TAKEN]: '該課節已請假',
  },
};
