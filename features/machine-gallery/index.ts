/** The back office's machine gallery: statecharts of every machine, live inspection of app windows. */
export { machineGalleryRoutes } from './routes';
