/**
 * Runs ELK on the page's main thread: `elkjs/lib/elk.bundled.js` carries the layout
 * engine and a fake worker, so no Web Worker script is fetched (the back office's
 * Content-Security-Policy allows none) and nothing is evaluated from strings.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { chartToElkGraph } from './elk-graph';
import type { Chart } from './chart-model';

let engine: InstanceType<typeof ELK> | null = null;

/**
 * Lays out `chart` with ELK.
 * @returns ELK's graph with positions, sizes, edge routes and label positions
 * @throws whatever ELK throws for a graph it cannot lay out
 */
export function layoutChart(chart: Chart): Promise<ElkNode> {
  engine ??= new ELK();
  return engine.layout(chartToElkGraph(chart));
}
