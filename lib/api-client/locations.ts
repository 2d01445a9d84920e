import { useQuery } from '@tanstack/react-query';
import { type Department, sortLocations } from '@/lib/domain/locations';

/** Spec 1 §7: a static location file is fetched from the site root. */
export const LOCATIONS_URL = '/colombia-locations.json';

export async function fetchLocations(signal?: AbortSignal): Promise<Department[]> {
  const response = await fetch(LOCATIONS_URL, { signal });
  if (!response.ok) throw new Error(response.statusText || `HTTP ${response.status}`);
  return sortLocations((await response.json()) as Department[]);
}

/** Loaded once per visit: the list does not change. */
export function useLocations() {
  return useQuery({
    queryKey: ['locations', 'co'],
    queryFn: ({ signal }) => fetchLocations(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
