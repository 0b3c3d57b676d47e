import type { InjectOptions } from 'fastify';

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string, base: number): number {
  let h = base >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const chance = (rng: Rng, p: number) => rng() < p;

/** A JSON schema as the OpenAPI document gives it, only the parts the sampler looks at. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}

/** Values real records use, so some inputs get past validation into the handlers. */
export interface Known {
  ids: string[];
  accountNumbers: string[];
  emails: string[];
}

const HUGE = 'x'.repeat(100_000);
const BAD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uFFFF', '\u202Eevil', '𝕏ñ中文ملايو🙂', 'ẞ'.repeat(300), HUGE,
  "' OR '1'='1", "'); DROP TABLE accounts; --", '../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%E0%A4%A',
  '<script>alert(1)</script>', '${7*7}', '{{7*7}}', 'null', 'undefined', 'NaN', 'Infinity', '-1', '1e999', '0x10',
  'true', '[]', '{}', '2024-13-45', '9999-12-31T99:99:99Z', '0000-00-00', '1970-01-01T00:00:00Z', 'not-an-email@',
  'a@b', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '+60123', '+6012345678901234567',
];
const BAD_NUMBERS = [0, -1, -0, 1.5, -1e308, 1e308, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e-320, 68, 69, 100, 101];

export function garbage(rng: Rng, depth = 0): unknown {
  const roll = rng();
  if (depth > 3 || roll < 0.35) return pick(rng, BAD_STRINGS);
  if (roll < 0.55) return pick(rng, BAD_NUMBERS);
  if (roll < 0.62) return pick(rng, [null, true, false]);
  if (roll < 0.8) return Array.from({ length: Math.floor(rng() * 4) }, () => garbage(rng, depth + 1));
  const obj: Record<string, unknown> = {};
  for (let i = Math.floor(rng() * 4); i > 0; i--) {
    // An own "__proto__" key, as JSON.parse makes one, not a changed prototype.
    Object.defineProperty(obj, pick(rng, ['a', '__proto__', 'constructor', 'id', HUGE.slice(0, 300), '']), {
      value: garbage(rng, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return obj;
}

/** A value that fits the schema, usually; sometimes one that almost does. */
export function sample(rng: Rng, schema: JsonSchema | undefined, known: Known, depth = 0): unknown {
  if (!schema || depth > 4 || chance(rng, 0.15)) return garbage(rng, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(rng, schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sample(rng, pick(rng, variants), known, depth);
  const type = Array.isArray(schema.type) ? pick(rng, schema.type) : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return pick(rng, known.emails);
      if (schema.format === 'uuid') return pick(rng, known.ids);
      if (schema.format === 'date-time') return new Date(Date.UTC(2020, 0, 1) + Math.floor(rng() * 4e11)).toISOString();
      // A business date (YYYY-MM-DD): mostly real days in a few weeks, so bodies reach the rules on dates (overlapping stays).
      if (schema.pattern?.includes('(0[1-9]|[12]\\d|3[01])')) {
        return chance(rng, 0.85) ? new Date(Date.UTC(2026, 0, 1) + Math.floor(rng() * 40) * 86_400_000).toISOString().slice(0, 10) : pick(rng, ['2026-02-30', '0000-01-01', '9999-12-31']);
      }
      return pick(rng, [...known.accountNumbers, 'Ali bin Abu', 'MY', 'approve', 'reject', 'https://example.com', pick(rng, BAD_STRINGS)]);
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? -5;
      const hi = schema.maximum ?? 100;
      return chance(rng, 0.8) ? Math.floor(lo + rng() * (Math.min(hi, lo + 1000) - lo + 1)) : pick(rng, BAD_NUMBERS);
    }
    case 'boolean':
      return chance(rng, 0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.floor(rng() * 5) }, () => sample(rng, schema.items, known, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (chance(rng, 0.85)) out[key] = sample(rng, sub, known, depth + 1);
      }
      return out;
    }
    default:
      return garbage(rng, depth);
  }
}

/** A value as it would travel in a query string or a form field. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

export interface RouteShape {
  method: string;
  /** Fastify form: /api/users/:id */
  path: string;
  query: Record<string, JsonSchema | undefined>;
  body?: JsonSchema;
  multipartFields?: Record<string, JsonSchema>;
  fileFields?: readonly string[];
}

export interface FuzzInput {
  label: string;
  opts: InjectOptions;
}

const LIST_PARAMS = ['filter', 'sort', 'pagination', '_fields'];
const BAD_JSON_TEXT = [
  '{', '{"a":', '[', ']', '{"a":1,}', "{'a':1}", 'nul', '"unterminated', '{"a":"\\uZZZZ"}', `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '1e999', '-', '\u0000', '\uFEFF{}',
];
const PARAM_VALUES = [
  '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f', '%00', '%', '%E0%A4%A', '-1', 'NaN', '1e999', 'null', 'x'.repeat(5000),
  '%F0%9F%99%82', "1'%20OR%20'1'%3D'1", '00000000-0000-0000-0000-00000000000g', '00000000-0000-4000-8000-0000000000000',
  '%20', 'aggregation', 'admin',
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 it would become. */
const encode = (value: string) => encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(/%EF%BF%BD/g, '%ED%A0%80');

function listValue(rng: Rng, known: Known): string {
  const roll = rng();
  if (roll < 0.3) return pick(rng, BAD_JSON_TEXT);
  if (roll < 0.45) return pick(rng, BAD_STRINGS);
  const shapes = [
    { search: garbage(rng) },
    { limit: pick(rng, BAD_NUMBERS), currentPage: pick(rng, BAD_NUMBERS) },
    { [pick(rng, ['name', 'createdAt', 'email', 'x', '__proto__', 'accountNumber'])]: pick(rng, ['asc', 'desc', 'ASC', 1, null, 'sideways']) },
    { permission: pick(rng, BAD_NUMBERS), role: garbage(rng), status: garbage(rng), actorId: pick(rng, known.ids), entity: garbage(rng) },
    garbage(rng),
  ];
  return JSON.stringify(pick(rng, shapes)) ?? 'undefined';
}

function queryString(rng: Rng, route: RouteShape, known: Known): string {
  const names = [...new Set([...Object.keys(route.query), ...(chance(rng, 0.5) ? LIST_PARAMS : []), 'zzz'])];
  const q: string[] = [];
  for (const name of names) {
    if (!chance(rng, 0.6)) continue;
    const schema = route.query[name];
    let value: string;
    if (LIST_PARAMS.includes(name)) value = listValue(rng, known);
    else if (chance(rng, 0.5)) value = text(sample(rng, schema, known));
    else value = String(pick(rng, BAD_STRINGS));
    const encoded = chance(rng, 0.1) ? value.slice(0, 200) : encode(value.slice(0, 20_000));
    q.push(`${name}=${encoded}`);
    if (chance(rng, 0.1)) q.push(`${name}=${encode(String(pick(rng, BAD_STRINGS)).slice(0, 100))}`); // repeated key
  }
  return q.length ? `?${q.join('&')}` : '';
}

function urlFor(rng: Rng, route: RouteShape, known: Known): string {
  const path = route.path.replace(/:(\w+)/g, () => (chance(rng, 0.5) ? pick(rng, known.ids) : pick(rng, PARAM_VALUES)));
  return path + queryString(rng, route, known);
}

const CRLF = '\r\n';

function part(boundary: string, name: string, value: string | Buffer, filename?: string): Buffer {
  const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
  const type = filename === undefined ? '' : `Content-Type: application/octet-stream${CRLF}`;
  return Buffer.concat([Buffer.from(`--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`), Buffer.from(value), Buffer.from(CRLF)]);
}

const FILE_CONTENTS = [
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 0xff, 0xd9]),
  Buffer.from('%PDF-1.4\n%%EOF\n'),
  Buffer.from('plain words'),
  Buffer.alloc(0),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
];

/** A multipart body gone wrong in one of the ways a client or an attacker can make it go wrong. */
function multipartInput(rng: Rng, route: RouteShape, known: Known): { label: string; payload: Buffer | string; headers: Record<string, string> } {
  const boundary = pick(rng, ['xyz', '----fuzz', 'a'.repeat(70), 'b-"quoted"']);
  const ct = `multipart/form-data; boundary=${boundary}`;
  const fields = Object.entries(route.multipartFields ?? { name: {} as JsonSchema });
  const validParts = () =>
    fields.filter(() => chance(rng, 0.8)).map(([name, schema]) => part(boundary, name, text(sample(rng, schema, known)).slice(0, 20_000)));
  const end = Buffer.from(`--${boundary}--${CRLF}`);
  const kind = Math.floor(rng() * 12);
  switch (kind) {
    case 0:
      return { label: 'multipart truncated', payload: `--${boundary}${CRLF}garbage`, headers: { 'content-type': ct } };
    case 1:
      return { label: 'multipart without boundary', payload: Buffer.concat([...validParts(), end]), headers: { 'content-type': 'multipart/form-data' } };
    case 2: {
      const body = Buffer.concat([...validParts(), end]);
      return { label: 'multipart cut short', payload: body.subarray(0, Math.floor(rng() * body.length)), headers: { 'content-type': ct } };
    }
    case 3:
      return {
        label: 'multipart with too many parts',
        payload: Buffer.concat([...Array.from({ length: 60 }, (_, i) => part(boundary, `f${i}`, 'v')), end]),
        headers: { 'content-type': ct },
      };
    case 4:
      return { label: 'multipart huge field name', payload: Buffer.concat([part(boundary, 'n'.repeat(20_000), 'v'), end]), headers: { 'content-type': ct } };
    case 5:
      return { label: 'multipart malformed part header', payload: `--${boundary}${CRLF}Content-Disposition${CRLF}${CRLF}x${CRLF}--${boundary}--`, headers: { 'content-type': ct } };
    case 6:
      return { label: 'multipart wrong boundary', payload: Buffer.concat([...validParts(), end]), headers: { 'content-type': 'multipart/form-data; boundary=other' } };
    case 7: {
      const files = Array.from({ length: 1 + Math.floor(rng() * 10) }, () =>
        part(boundary, pick(rng, [...(route.fileFields ?? []), 'unknown', '__proto__']), pick(rng, FILE_CONTENTS), pick(rng, ['a.jpg', '../../x.pdf', '', 'ñ.png', '"'])),
      );
      return { label: 'multipart files', payload: Buffer.concat([...validParts(), ...files, end]), headers: { 'content-type': ct } };
    }
    case 8:
      return { label: 'multipart prototype field', payload: Buffer.concat([part(boundary, '__proto__', 'x'), part(boundary, 'constructor', 'y'), end]), headers: { 'content-type': ct } };
    case 9:
      return { label: 'multipart empty', payload: '', headers: { 'content-type': ct } };
    case 10:
      return { label: 'multipart/mixed', payload: Buffer.concat([...validParts(), end]), headers: { 'content-type': `multipart/mixed; boundary=${boundary}` } };
    default:
      return { label: 'multipart with fuzzed fields', payload: Buffer.concat([...validParts(), end]), headers: { 'content-type': ct } };
  }
}

function bodyInput(rng: Rng, route: RouteShape, known: Known): { label: string; payload?: Buffer | string; headers: Record<string, string> } {
  const roll = rng();
  const json = { 'content-type': 'application/json' };
  if (route.multipartFields ? roll < 0.6 : roll < 0.15) return multipartInput(rng, route, known);
  if (roll < 0.7) return { label: 'json from schema', payload: JSON.stringify(sample(rng, route.body, known)) ?? 'null', headers: json };
  if (roll < 0.8) return { label: 'json garbage', payload: JSON.stringify(garbage(rng)) ?? 'null', headers: json };
  if (roll < 0.88) return { label: 'broken json', payload: pick(rng, BAD_JSON_TEXT), headers: json };
  if (roll < 0.92) return { label: 'no body', headers: chance(rng, 0.5) ? json : {} };
  if (roll < 0.96) return { label: 'invalid utf-8', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]), headers: json };
  const type = pick(rng, ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/json; charset=latin1', '', 'a/b/c', 'application/vnd.api+json']);
  return { label: `content-type ${JSON.stringify(type)}`, payload: 'a=1&b=2', headers: { 'content-type': type } };
}

const HEADER_NOISE: Record<string, string>[] = [
  { 'idempotency-key': 'x'.repeat(5000) },
  { 'idempotency-key': '' },
  { 'idempotency-key': '../../etc' },
  { 'idempotency-key': 'ñ🙂' },
  { 'x-stayops-outbox': '1' },
  { 'x-stayops-outbox': '1', 'idempotency-key': '00000000-0000-4000-8000-000000000001' },
  { 'content-encoding': 'gzip' },
  { accept: 'text/html' },
];

export function fuzzInput(rng: Rng, route: RouteShape, known: Known, index: number): FuzzInput {
  const url = urlFor(rng, route, known);
  const headers: Record<string, string> = chance(rng, 0.2) ? { ...pick(rng, HEADER_NOISE) } : {};
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = hasBody || chance(rng, 0.1) ? bodyInput(rng, route, known) : { label: 'no body', headers: {} };
  const payload = 'payload' in body ? body.payload : undefined;
  const label = `#${index} ${body.label}${Object.keys(headers).length ? ` +${Object.keys(headers).join(',')}` : ''}`;
  return { label, opts: { method: route.method as InjectOptions['method'], url, headers: { ...headers, ...body.headers }, payload } };
}
