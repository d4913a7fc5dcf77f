/** A banner's title in a language, with the fallback of spec §7 /api/ms/banner/list. */
import type { Lang } from '../../../platform/i18n/languages';
import { byLang } from '../../plugins/i18n';

/** The title of `banner` in `lang`; an empty EN or TC title falls back to the CN one. */
export function bannerTitle(lang: Lang, banner: { titleCn: string; titleEn: string; titleTc: string }): string {
  return byLang(lang, banner.titleCn, banner.titleEn, banner.titleTc) || banner.titleCn;
}
