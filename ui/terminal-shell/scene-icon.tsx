/**
 * The icon of a scene (a kind of site, GLOSSARY.md), chosen from its `code` or `icon`
 * name: badminton, basketball, table tennis, tennis, meeting room, fitness; a generic
 * calendar otherwise. Decorative (aria-hidden): the scene's name is always shown beside it.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { GiPingPongBat, GiShuttlecock } from 'react-icons/gi';
import { LuCalendarDays, LuDumbbell } from 'react-icons/lu';
import {
  MdMeetingRoom,
  MdSportsBasketball,
  MdSportsTennis,
  MdSportsVolleyball,
  MdPool,
  MdSportsSoccer,
} from 'react-icons/md';

/** Keyword → icon; the first keyword found in `icon` or `code` wins. */
const ICONS: readonly [RegExp, IconType][] = [
  [/badminton|shuttle/i, GiShuttlecock],
  [/table[-_ ]?tennis|ping[-_ ]?pong/i, GiPingPongBat],
  [/basketball/i, MdSportsBasketball],
  [/volleyball/i, MdSportsVolleyball],
  [/football|soccer/i, MdSportsSoccer],
  [/tennis/i, MdSportsTennis],
  [/swim|pool/i, MdPool],
  [/meeting|room|conference/i, MdMeetingRoom],
  [/fitness|gym/i, LuDumbbell],
];

/** Picks the icon component for a scene code / icon name. */
export function sceneIconOf(code: string, icon?: string | null): IconType {
  const key = `${icon ?? ''} ${code}`;
  return ICONS.find(([re]) => re.test(key))?.[1] ?? LuCalendarDays;
}

/** Props of {@link SceneIcon}: the scene's `code` and optional `icon` name, plus Chakra Icon props. */
export interface SceneIconProps extends Omit<IconProps, 'children'> {
  code: string;
  icon?: string | null;
}

/** A decorative scene icon. */
export function SceneIcon({ code, icon, ...rest }: SceneIconProps) {
  const Glyph = sceneIconOf(code, icon);
  return (
    <Icon aria-hidden {...rest}>
      <Glyph />
    </Icon>
  );
}
