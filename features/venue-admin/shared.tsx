/**
 * Pieces shared by the venue-admin pages: the choices of campus, building,
 * floor and scene selects (loaded from the `/resv/…/list` calls; buildings and floors
 * labelled with their place, e.g. `East Campus / Library / 3F`), and yes/no and
 * enabled badges with venueAdmin texts.
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  buildingList,
  campusList,
  floorList,
  sceneList,
  type BuildingChoice,
  type FloorChoice,
  type VenueChoice,
} from '../../platform/contracts/assets.contract';
import type { OptionSource } from '../../ui/resource-page';

/** Every campus (value: id). */
export const campusOptions: OptionSource = {
  call: campusList,
  toOptions: (rows: VenueChoice[]) => rows.map((c) => ({ value: c.id, label: c.name, raw: true })),
};
/** Every building, labelled `campus / building` (value: id). */
export const buildingOptions: OptionSource = {
  call: buildingList,
  input: {},
  toOptions: (rows: BuildingChoice[]) => rows.map((b) => ({ value: b.id, label: b.path, raw: true })),
};
/** Every floor, labelled `campus / building / floor` (value: id). */
export const floorOptions: OptionSource = {
  call: floorList,
  input: {},
  toOptions: (rows: FloorChoice[]) => rows.map((f) => ({ value: f.id, label: f.path, raw: true })),
};
/** Every scene, named in the user's language (value: id). */
export const sceneOptions: OptionSource = {
  call: sceneList,
  toOptions: (rows: VenueChoice[]) => rows.map((s) => ({ value: s.id, label: s.name, raw: true })),
};

/** A green badge when `on`, grey otherwise; `labels` are venueAdmin keys for on / off. */
export function FlagBadge({ on, labels }: { on: boolean; labels: [string, string] }) {
  const { t } = useTranslation('venueAdmin');
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle">
      {t(on ? labels[0] : labels[1])}
    </Badge>
  );
}
