/** The member's penalty records on the terminal (variants 2 and 4, docs/fitness-penalties.md). */
export { DefaultRecordsPage } from './default-records-page';
