/** /systemDictionary: the dictionaries shipped with the product (kind `system`). */
import { DictionaryPage } from './dictionary-page';

/** The page component (default export: loaded lazily by the route table). */
export default function SystemDictionaryPage() {
  return <DictionaryPage kind="system" />;
}
