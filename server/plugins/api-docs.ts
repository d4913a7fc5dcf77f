/**
 * `GET /gateway/openapi.json` and `GET /gateway/docs` (DESIGN.md §1): the API
 * description generated from the contracts, and a self-contained page listing every
 * call (no CDN, no script). Neither needs a signature.
 */
import type { FastifyInstance } from 'fastify';
import type { CallContract } from '../../platform/contracts/define-call';
import { buildOpenApi, jsonSchemaOf, operationIdOf, refusalDocsOf } from './openapi';

/** Said of a call that changes state (and writes an operation-log row). */
const CHANGES_STATE = ' · changes state (operation log)';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function schemaBlock(title: string, schema: unknown): string {
  return `<details><summary>${title}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

/** The docs page: one section per call, grouped by path, with its schemas. */
export function docsPage(contracts: readonly CallContract[]): string {
  const sorted = [...contracts].sort((a, b) => a.path.localeCompare(b.path));
  const rows = sorted
    .map(
      (c) => `
<section id="${operationIdOf(c)}">
  <h2><span class="m ${c.method}">${c.method}</span> <code>/gateway${escapeHtml(c.path)}</code></h2>
  <p>${escapeHtml(c.summary)}</p>
  <p>Access: <code>${escapeHtml(c.access)}</code>${(c.mutates ?? c.method === 'POST') ? CHANGES_STATE : ''}</p>
  <p>Refuses with: ${
    refusalDocsOf(c.errors ?? [])
      .map((r) => `<code>${r.code} ${r.name}</code> (HTTP ${r.status})`)
      .join(', ') || 'only the common refusals'
  }.</p>
  ${schemaBlock(c.method === 'GET' ? 'Query' : 'JSON body', jsonSchemaOf(c.input, 'input'))}
  ${schemaBlock('data (in the envelope)', jsonSchemaOf(c.output, 'output'))}
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Venueflow API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a202c}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}h2{font-size:1.05rem;margin:.5rem 0}
.m{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:0 .4rem}
.GET{background:#2b6cb0}.POST{background:#2f855a}pre{background:#f7fafc;padding:.75rem;overflow:auto;font-size:.8rem}
nav a{margin-right:1rem}
</style></head><body>
<h1>Venueflow API</h1>
<p>All calls live under <code>/gateway</code> and answer <code>{code, msg, data}</code>
(<code>code</code> 0 is success).
Every call carries the query parameters <code>appId</code>, <code>timeStamp</code> (ms),
<code>nonce</code> (32 characters)
and <code>sign</code> = lowercase hex HMAC-SHA256 with the app key over
<code>appId=…&amp;nonce=…&amp;timeStamp=…</code>;
headers <code>token</code> (when signed in), <code>lang</code> (CN, EN, TC), <code>version: 2.0.0</code>.
GET inputs travel in the query, POST inputs as a JSON body.</p>
<nav><a href="/gateway/openapi.json">openapi.json</a> ${sorted.length} calls</nav>
${rows}
</body></html>`;
}

/** Registers both routes on the root instance. */
export function registerApiDocs(app: FastifyInstance, contracts: readonly CallContract[]): void {
  const openApi = JSON.stringify(buildOpenApi(contracts));
  const page = docsPage(contracts);
  app.get('/gateway/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApi),
  );
  app.get('/gateway/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
