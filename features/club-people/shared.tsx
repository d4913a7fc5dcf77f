/** Pieces the club's people pages share: names in the reader's language, the photo address, the status badge. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ClubTagOption } from '../../platform/contracts/club-people.contract';
import type { Lang } from '../../platform/i18n/languages';
import { textWithFallback } from '../../platform/i18n/text-fallback';

/** The API's proxy base: `photoUrl` (`/media/<id>`) is served under it. */
const PROXY_BASE = '/gateway';

/** The browser address of a `/media/<id>` path, or null without one. */
export function mediaSrc(path: string | null): string | null {
  return path ? `${PROXY_BASE}${path}` : null;
}

/** A tag's name in `lang` (an empty EN or TC name falls back to the others). */
export function tagName(tag: Pick<ClubTagOption, 'nameCn' | 'nameEn' | 'nameTc'>, lang: Lang): string {
  return textWithFallback(lang, tag.nameCn, tag.nameEn, tag.nameTc);
}

/** A coach's status: on (green) or off (grey). */
export function CoachStatusBadge({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation('clubPeople');
  return (
    <Badge colorPalette={status === 0 ? 'green' : 'gray'} data-testid="coach-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
