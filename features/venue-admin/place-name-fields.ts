/**
 * The three names of a place (campus, building, floor, room, site) in its back-office form:
 * `name` in simplified Chinese (required, and the fallback of every language), `nameEn` and
 * `nameTc` optional — an empty field clears the name, which then falls back to `name`
 * (server/db/place-name.ts).
 */
import type { ResourceField } from '../../ui/resource-page';

/** A place kind whose form labels live under `<kind>.name`, `<kind>.nameEn`, `<kind>.nameTc` of the admin texts. */
export type PlaceKind = 'campus' | 'building' | 'floor' | 'room' | 'site';

/** The name fields of a place's form, in the order CN, EN, TC; `main` adds to the CN field (help, span). */
export function placeNameFields(kind: PlaceKind, main: Partial<ResourceField> = {}): ResourceField[] {
  return [
    { name: 'name', label: `${kind}.name`, kind: 'text', ...main },
    { name: 'nameEn', label: `${kind}.nameEn`, kind: 'text' },
    { name: 'nameTc', label: `${kind}.nameTc`, kind: 'text' },
  ];
}

/** The empty name values of a create form. */
export const EMPTY_PLACE_NAMES = { name: '', nameEn: '', nameTc: '' } as const;

/** A row's names as form values: the simplified-Chinese name and the optional ones ('' when unset). */
export function placeNameValues(row: { nameCn: string; nameEn: string | null; nameTc: string | null }): {
  name: string;
  nameEn: string;
  nameTc: string;
} {
  return { name: row.nameCn, nameEn: row.nameEn ?? '', nameTc: row.nameTc ?? '' };
}
