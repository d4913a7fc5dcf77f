/**
 * Messages of the codes of group classes held in the club's spaces (platform/protocol/codes.ts,
 * 2620001–2620009), spread into the `errors` namespace (errors-all.ts).
 */
import { Code } from '../../protocol/codes';

export default {
  CN: {
    [Code.CLASS_SPACE_UNKNOWN]: '所选空间不存在或已停用',
    [Code.CLASS_SPACE_TOO_SMALL]: '课程名额 {{capacity}} 超过空间“{{space}}”的容量 {{spaceCapacity}}',
    [Code.CLASS_SPACE_BUSY]: '空间“{{space}}”在 {{date}} {{time}} 已有其他团课',
  },
  EN: {
    [Code.CLASS_SPACE_UNKNOWN]: 'The chosen space does not exist or is switched off',
    [Code.CLASS_SPACE_TOO_SMALL]: 'The class has {{capacity}} places; the space “{{space}}” holds {{spaceCapacity}}',
    [Code.CLASS_SPACE_BUSY]: 'The space “{{space}}” holds another class at {{date}} {{time}}',
  },
  TC: {
    [Code.CLASS_SPACE_UNKNOWN]: '所選空間不存在或已停用',
    [Code.CLASS_SPACE_TOO_SMALL]: '課程名額 {{capacity}} 超過空間「{{space}}」的容量 {{spaceCapacity}}',
    [Code.CLASS_SPACE_BUSY]: '空間「{{space}}」在 {{date}} {{time}} 已有其他團課',
  },
} as const;
