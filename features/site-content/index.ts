/**
 * Site content of the back office (spec §2 /siteBanner, /MaterialGroup): the media library's
 * picker for pages that show a picture, and the route list.
 */
export {
  MaterialPicker,
  MaterialField,
  type MaterialPickerProps,
  type MaterialFieldProps,
  type PickedMaterial,
} from './material-picker';
export { siteContentRoutes } from './routes';
