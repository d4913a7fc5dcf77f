/**
 * The OpenAPI 3.1 document of the gateway, generated from the contracts (DESIGN.md §3)
 * with zod 4's `z.toJSONSchema`: every call with its signing query parameters, headers,
 * input (path parameters for `{name}` segments, query parameters for GET, JSON body for POST)
 * and enveloped output.
 */
import { z } from 'zod';
import type { CallContract } from '../../platform/contracts/define-call';
import { pathParamsOf } from '../../platform/contracts/path-params';
import { httpStatusOf } from '../../platform/protocol/codes';
import { codeNameOf, COMMON_REFUSALS } from '../../platform/protocol/refusals';
import { PROTOCOL_VERSION } from './envelope-reply';
import { i18nOf } from './i18n';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema of a zod schema, for its input or output side, without `$schema`. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest as JsonSchema;
}

/** Moves local `$defs` into `components.schemas` under `prefix`, rewriting their `$ref`s. */
function hoistDefs(schema: JsonSchema, prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!$defs) return rest;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) =>
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? [k, `#/components/schemas/${prefix}${v.slice('#/$defs/'.length)}`]
          : [k, rewrite(v)],
      ),
    );
  };
  for (const [name, def] of Object.entries($defs)) components[`${prefix}${name}`] = rewrite(def) as JsonSchema;
  return rewrite(rest) as JsonSchema;
}

/** The object schema's properties and required list (first object branch of an anyOf). */
function objectPartsOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const branch =
    (schema.properties ? schema : (schema.anyOf as JsonSchema[] | undefined)?.find((s) => s.properties)) ?? {};
  return {
    properties: (branch.properties ?? {}) as Record<string, JsonSchema>,
    required: (branch.required ?? []) as string[],
  };
}

/** `schema` (an object, or an anyOf with object branches) without the properties `names`. */
function withoutProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  const strip = (branch: JsonSchema): JsonSchema => {
    if (!branch.properties) return branch;
    const properties = Object.fromEntries(
      Object.entries(branch.properties as Record<string, JsonSchema>).filter(([k]) => !names.includes(k)),
    );
    const required = ((branch.required ?? []) as string[]).filter((k) => !names.includes(k));
    return { ...branch, properties, ...(branch.required ? { required } : {}) };
  };
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  return anyOf ? { ...schema, anyOf: anyOf.map(strip) } : strip(schema);
}

/** An operation id from a path: `/api/reserve/current/page` → `api_reserve_current_page`. */
export function operationIdOf(contract: CallContract): string {
  return contract.path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_');
}

const SIGN_PARAMETERS = [
  { name: 'appId', description: 'Application id (setting APP_ID).', schema: { type: 'string' } },
  {
    name: 'timeStamp',
    description: 'Milliseconds since the epoch; at most 5 minutes off.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  {
    name: 'nonce',
    description: '32 random characters, never reused.',
    schema: { type: 'string', minLength: 32, maxLength: 32 },
  },
  {
    name: 'sign',
    description: 'Lowercase hex HMAC-SHA256 with the app key over `appId=…&nonce=…&timeStamp=…`.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
].map((p) => ({ ...p, in: 'query', required: true }));

const HEADER_PARAMETERS = [
  {
    name: 'lang',
    in: 'header',
    required: false,
    description: 'Language of messages.',
    schema: { type: 'string', enum: ['CN', 'EN', 'TC'] },
  },
  {
    name: 'version',
    in: 'header',
    required: false,
    description: 'Protocol version.',
    schema: { type: 'string', const: PROTOCOL_VERSION },
  },
];

/**
 * One refusal as the document describes it: the code, its catalogue name, the HTTP status
 * it is answered with, the i18n key of its message and that message's English text
 * (raw: placeholders such as `{{name}}` and nested `$t(…)` left in).
 */
export interface RefusalDoc {
  code: number;
  name: string;
  status: number;
  messageKey: string;
  message: string;
}

/** The description of each code of `codes`, in the order given. */
export function refusalDocsOf(codes: readonly number[]): RefusalDoc[] {
  const t = i18nOf('EN').t;
  return codes.map((code) => ({
    code,
    name: codeNameOf(code),
    status: httpStatusOf(code),
    messageKey: `errors:${code}`,
    message: t(`errors:${code}`, { defaultValue: t('errors:httpDefault'), skipInterpolation: true }),
  }));
}

/**
 * The non-200 responses of an operation: per HTTP status, the call's own refusals answered
 * with it (the envelope is the same; the status only mirrors the code).
 */
function refusalResponsesOf(refusals: readonly RefusalDoc[]): Record<string, { description: string }> {
  const byStatus = new Map<number, RefusalDoc[]>();
  for (const r of refusals) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description:
            `The envelope with code ${list.map((r) => `${r.code} ${r.name}`).join(', ')}` + ' (or a common refusal).',
        },
      ]),
  );
}

/** Builds the whole document. */
export function buildOpenApi(contracts: readonly CallContract[]): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    const id = operationIdOf(contract);
    const input = hoistDefs(jsonSchemaOf(contract.input, 'input'), `${id}_in_`, components);
    const output = hoistDefs(jsonSchemaOf(contract.output, 'output'), `${id}_out_`, components);
    const { properties, required } = objectPartsOf(input);
    // `{name}` segments are path parameters: always required, and no longer part of the query or body.
    const inPath = pathParamsOf(contract.path);
    const pathParameters = inPath.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: properties[name] ?? { type: 'string' },
    }));
    const bodySchema = inPath.length ? withoutProperties(input, inPath) : input;
    const refusals = refusalDocsOf(contract.errors ?? []);
    const refusalText = refusals.length
      ? ` Refuses with ${refusals.map((r) => `${r.name} (${r.code})`).join(', ')}, besides the common refusals.`
      : ' Refuses only with the common refusals.';
    const operation: Record<string, unknown> = {
      operationId: id,
      summary: contract.summary,
      description: `Access: \`${contract.access}\`.${refusalText}`,
      tags: [contract.path.split('/')[1] ?? 'api'],
      'x-access': contract.access,
      /** The call's own refusals (`errors` of its contract); `x-common-errors` at the root lists the rest. */
      'x-errors': refusals,
      parameters: [
        ...SIGN_PARAMETERS,
        ...HEADER_PARAMETERS,
        ...pathParameters,
        ...(contract.method === 'GET'
          ? Object.entries(properties)
              .filter(([name]) => !inPath.includes(name))
              .map(([name, schema]) => ({
                name,
                in: 'query',
                required: required.includes(name),
                schema,
              }))
          : []),
      ],
      ...(contract.method === 'POST'
        ? { requestBody: { required: true, content: { 'application/json': { schema: bodySchema } } } }
        : {}),
      ...(contract.access === 'public' ? { security: [] } : {}),
      responses: {
        200: {
          description: 'The envelope; `code` 0 is success (`data` as below), any other code an error.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['code', 'msg', 'data'],
                properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: output },
              },
            },
            'text/plain': { schema: { type: 'string', description: 'The envelope encrypted (setting `encrypt`).' } },
          },
        },
        ...refusalResponsesOf(refusals),
      },
    };
    paths[`/gateway${contract.path}`] = {
      ...paths[`/gateway${contract.path}`],
      [contract.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Venueflow gateway',
      version: PROTOCOL_VERSION,
      description: 'Every call is signed (query appId, timeStamp, nonce, sign) and answers `{code, msg, data}`.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    /** The codes every call may answer (platform/protocol/refusals.ts); session ones only when signed in. */
    'x-common-errors': refusalDocsOf(COMMON_REFUSALS),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'Access token from login.' },
      },
    },
    security: [{ token: [] }],
  };
}
