/**
 * The demo places' names in the three languages. The demo data (seed-data.ts) names
 * places in English, which is their `name_en`; this gives the simplified-Chinese `name`
 * and the traditional-Chinese `name_tc` of each.
 */

/** Fixed names: English → [simplified Chinese, traditional Chinese]. */
const FIXED: Record<string, readonly [string, string]> = {
  'East Campus': ['东校区', '東校區'],
  'West Campus': ['西校区', '西校區'],
  'Sports Centre': ['体育中心', '體育中心'],
  Library: ['图书馆', '圖書館'],
  Gymnasium: ['体育馆', '體育館'],
  'Administration Building': ['行政楼', '行政樓'],
};

/** Numbered names: English pattern → the Chinese names of number `n`. */
const NUMBERED: readonly { en: RegExp; cn: (n: string) => string; tc: (n: string) => string }[] = [
  { en: /^(\d+)F$/, cn: (n) => `${n}层`, tc: (n) => `${n}層` },
  { en: /^Badminton Court (\d+)$/, cn: (n) => `羽毛球${n}号场`, tc: (n) => `羽毛球${n}號場` },
  { en: /^Basketball Court (\d+)$/, cn: (n) => `篮球${n}号场`, tc: (n) => `籃球${n}號場` },
  { en: /^Table Tennis Table (\d+)$/, cn: (n) => `乒乓球${n}号台`, tc: (n) => `乒乓球${n}號檯` },
  { en: /^Meeting Room (\d+)$/, cn: (n) => `会议室${n}`, tc: (n) => `會議室${n}` },
  { en: /^Room (\d+)$/, cn: (n) => `${n}室`, tc: (n) => `${n}室` },
];

/**
 * The name columns of a demo place named `en` in English.
 * @throws Error for a name without Chinese names here (a demo place added without them)
 */
export function placeNamesOf(en: string): { name: string; nameEn: string; nameTc: string } {
  const fixed = FIXED[en];
  if (fixed) return { name: fixed[0], nameEn: en, nameTc: fixed[1] };
  for (const rule of NUMBERED) {
    const n = rule.en.exec(en)?.[1];
    if (n) return { name: rule.cn(n), nameEn: en, nameTc: rule.tc(n) };
  }
  throw new Error(`no Chinese names for the demo place ${en}`);
}
