/**
 * The options schemas of pulled packages (`dist/options.json` and the like, validated by the
 * package with schema-utils), read from the package tarball. The Chinese page of a package is
 * written against one version of its schemas (see zh.ts): these helpers hash them, list their
 * options and say what changed between two versions.
 */
import {createHash} from 'node:crypto';

/** Schema files of one package version: path inside the package → parsed JSON schema. */
export type Schemas = Record<string, unknown>;

export interface OptionInfo {
  /** Dotted path: `modules`, `modules.localIdentName`. */
  path: string;
  /** The schema file it comes from (`dist/options.json`). */
  schema: string;
  /** A short type, written like TypeScript: `boolean | string`, `'a' | 'b'`, `function`. */
  type: string;
  /** The schema's `default`, when it has one. */
  default?: unknown;
  /** The schema's description (English, from the package). */
  description: string;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON with sorted keys: the same schema hashes the same whatever its key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** First 12 hex characters of the SHA-256 of the schemas (paths and content, key order ignored). */
export function schemaHash(schemas: Schemas): string {
  return createHash('sha256').update(stableJson(schemas)).digest('hex').slice(0, 12);
}

/** Resolves a local `$ref` (`#/definitions/X`) against the schema's root. */
function deref(node: unknown, root: Json, seen = new Set<string>()): Json {
  if (!isObject(node)) return {};
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
    seen.add(ref);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
    return {
      ...deref(target, root, seen),
      ...Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref')),
    };
  }
  return node;
}

/** The alternatives of a node (`anyOf`/`oneOf`), or the node itself. */
function alternatives(node: Json, root: Json): Json[] {
  const list = (node.anyOf ?? node.oneOf) as unknown;
  if (Array.isArray(list)) return list.flatMap((item) => alternatives(deref(item, root), root));
  return [node];
}

function typeOfNode(node: Json): string[] {
  if (Array.isArray(node.enum))
    return node.enum.map((value) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value)));
  if ('const' in node)
    return [typeof node.const === 'string' ? `'${node.const}'` : JSON.stringify(node.const)];
  if (node.instanceof === 'Function') return ['function'];
  if (node.instanceof === 'RegExp') return ['RegExp'];
  if (typeof node.instanceof === 'string') return [node.instanceof];
  const types = Array.isArray(node.type)
    ? (node.type as string[])
    : typeof node.type === 'string'
      ? [node.type]
      : [];
  return types.map((type) => (type === 'integer' ? 'number' : type === 'array' ? 'array' : type));
}

/** The type of an option as a short union (`boolean | object`); `any` when the schema says nothing. */
export function typeOf(node: unknown, root: Json): string {
  const parts = alternatives(deref(node, root), root).flatMap(typeOfNode);
  const unique = [...new Set(parts)];
  return unique.length ? unique.join(' | ') : 'any';
}

/**
 * The object alternatives of a node that list `properties`: where nested options live. A node can
 * list `properties` beside an `anyOf` that only requires one of them (imports-loader's root schema:
 * `anyOf: [{required: ['imports']}, …]`): those properties count too.
 */
function objectShapes(node: Json, root: Json): Json[] {
  const shapes = alternatives(node, root).filter((alt) => isObject(alt.properties));
  return isObject(node.properties) && !shapes.includes(node) ? [node, ...shapes] : shapes;
}

/**
 * Every option a user can write, at every depth where the schema names properties (through
 * `anyOf`/`oneOf` and local `$ref`s), in schema order. Items of arrays add no level.
 */
export function schemaOptions(schemas: Schemas): OptionInfo[] {
  const options: OptionInfo[] = [];
  for (const [file, schema] of Object.entries(schemas)) {
    if (!isObject(schema)) continue;
    const walk = (node: Json, prefix: string, depth: number) => {
      for (const shape of objectShapes(node, schema)) {
        for (const [name, raw] of Object.entries(shape.properties as Json)) {
          const child = deref(raw, schema);
          const optionPath = prefix ? `${prefix}.${name}` : name;
          if (options.some((option) => option.path === optionPath)) continue;
          options.push({
            path: optionPath,
            schema: file,
            type: typeOf(child, schema),
            ...('default' in child ? {default: child.default} : {}),
            description: typeof child.description === 'string' ? child.description : '',
          });
          if (depth < 4) {
            walk(child, optionPath, depth + 1);
            const items = deref(child.items, schema);
            if (isObject(child.items)) walk(items, optionPath, depth + 1);
          }
        }
      }
    };
    walk(deref(schema, schema), '', 0);
  }
  return options;
}

/**
 * Whether a schema lets any option through (`additionalProperties: true` on its root), as val-loader's
 * and coffee-loader's do: they hand their options on (to the executed module, to the CoffeeScript
 * compiler), so the options a page documents are those the package's code reads, not the schema's.
 */
export function acceptsAnyOption(schemas: Schemas): boolean {
  return Object.values(schemas).some(
    (schema) => isObject(schema) && deref(schema, schema).additionalProperties === true,
  );
}

export interface OptionsDiff {
  added: OptionInfo[];
  /** Options whose type, default or description changed: the new one, with what it was. */
  changed: {option: OptionInfo; before: OptionInfo}[];
  removed: OptionInfo[];
}

/** What changed from the schemas a page was written against to the package's schemas now. */
export function diffOptions(before: readonly OptionInfo[], after: readonly OptionInfo[]): OptionsDiff {
  const old = new Map(before.map((option) => [option.path, option]));
  const now = new Set(after.map((option) => option.path));
  const added: OptionInfo[] = [];
  const changed: OptionsDiff['changed'] = [];
  for (const option of after) {
    const previous = old.get(option.path);
    if (!previous) added.push(option);
    else if (
      previous.type !== option.type ||
      stableJson(previous.default) !== stableJson(option.default) ||
      previous.description !== option.description
    ) {
      changed.push({option, before: previous});
    }
  }
  return {added, changed, removed: before.filter((option) => !now.has(option.path))};
}

/** The anchor of an option's heading: its path, lowercase, without dots (`modulesmode`). */
export function optionAnchor(optionPath: string): string {
  return optionPath.toLowerCase().replace(/[.{}/]/g, '');
}
