/**
 * The site a cross-day or multi-day page is about, from its scene's detail (both pages
 * are opened with `?sceneId=&siteId=`), and its reservation rule.
 */
import { sceneDetail, type Site } from '../../platform/contracts/site.contract';
import { siteRule, type SiteRule } from '../../platform/contracts/reserve.contract';
import { useCall } from '../../ui/runtime';

/** The site `siteId` of scene `sceneId` (undefined while loading or unknown) and its rule. */
export function useSiteAndRule(
  sceneId: number | null,
  siteId: number | null,
): { site?: Site; rule?: SiteRule; isLoading: boolean } {
  const scene = useCall(sceneDetail, { id: sceneId ?? 0 }, { enabled: sceneId !== null });
  const rule = useCall(siteRule, { siteId: siteId ?? 0 }, { enabled: siteId !== null });
  return {
    site: scene.data?.sites.find((s) => s.id === siteId),
    rule: rule.data,
    isLoading: scene.isLoading || rule.isLoading,
  };
}
