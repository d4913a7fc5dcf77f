/** /businessDictionary: the site's own dictionaries (kind `business`). */
import { DictionaryPage } from './dictionary-page';

/** The page component (default export: loaded lazily by the route table). */
export default function BusinessDictionaryPage() {
  return <DictionaryPage kind="business" />;
}
