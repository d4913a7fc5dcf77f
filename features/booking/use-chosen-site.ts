/**
 * The scene and site the wizard has chosen, loaded with `sceneDetail` (one call gives
 * the scene and all its sites; TanStack Query caches it across the wizard's screens).
 */
import { sceneDetail, type Scene, type Site } from '../../platform/contracts/site.contract';
import { useCall } from '../../ui/runtime';

/** What {@link useChosenSite} returns. */
export interface ChosenSite {
  scene: (Scene & { sites: Site[] }) | undefined;
  /** The chosen site, once the scene is loaded and a site is chosen. */
  site: Site | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/** Loads scene `sceneId` (when not null) and finds site `siteId` in it. */
export function useChosenSite(sceneId: number | null, siteId: number | null): ChosenSite {
  const query = useCall(
    sceneDetail,
    { id: sceneId ?? 0 },
    {
      enabled: sceneId !== null,
      // Across a language switch keep showing the same scene (never another scene's sites).
      placeholderData: (previous) => (previous && previous.id === sceneId ? previous : undefined),
    },
  );
  const scene = query.data;
  return {
    scene,
    site: siteId === null ? undefined : scene?.sites.find((s) => s.id === siteId),
    isPending: sceneId !== null && query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
