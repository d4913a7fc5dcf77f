import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
import { writeFileSync } from 'node:fs';
export default mergeConfig(base, defineConfig({
  build: { outDir: '/tmp/webana/dist' },
  plugins: [{
    name: 'dump',
    generateBundle(_o, bundle) {
      const out: Record<string, Record<string, number>> = {};
      for (const [name, c] of Object.entries(bundle)) {
        if (c.type !== 'chunk') continue;
        const agg: Record<string, number> = {};
        for (const [id, m] of Object.entries(c.modules)) {
          const mm = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
          const key = mm ? mm[1] : id.replace(/.*wt-web\//, '').split('/').slice(0, 2).join('/');
          agg[key] = (agg[key] ?? 0) + m.renderedLength;
        }
        out[name] = agg;
      }
      writeFileSync('/tmp/webana/modules.json', JSON.stringify(out, null, 1));
    },
  }],
}));
