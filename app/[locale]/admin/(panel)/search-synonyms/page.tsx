import { SearchSynonymsScreen } from '@/components/admin/search-synonyms/search-synonyms-screen';
import { type AdminPageParams, adminMetadata } from '../../admin-metadata';

export const generateMetadata = (props: AdminPageParams) => adminMetadata(props, 'searchSynonyms');

export default function AdminSearchSynonymsPage() {
  return <SearchSynonymsScreen />;
}
