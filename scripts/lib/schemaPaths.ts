/**
 * Every option path a user can write in a webpack configuration, read from a `WebpackOptions`
 * JSON schema (the installed one, or an older release's for the version history).
 *
 * Rules (documented in WRITING.md):
 * - a property of an object schema is a path (`output`, `output.environment.arrowFunction`);
 * - `$ref`, `anyOf`/`oneOf`/`allOf` and array `items` are followed without adding a segment, so
 *   the items of `module.rules` give `module.rules.test`;
 * - an additional-property map whose values are objects with properties adds one placeholder
 *   segment, named in `src/data/optionPaths.ts` (`optimization.splitChunks.cacheGroups.{cacheGroup}`);
 *   a map of plain values (`resolve.alias`) is documented by the map's own entry;
 * - a definition that is already being expanded higher up the same path (`module.rules.rules`
 *   holds rules again) is not expanded a second time: the path itself counts, its children not.
 */
import {mapKeyPlaceholder, joinPath} from '../../src/data/optionPaths';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  description?: string;
  deprecated?: boolean;
  definitions?: Record<string, JsonSchema>;
}

export interface OptionPath {
  /** The path as the docs write it: `optimization.splitChunks.cacheGroups.{cacheGroup}.minSize`. */
  path: string;
  /** Number of segments: `output` is 1, `output.environment.arrowFunction` is 3. */
  depth: number;
  /** The path's parent (`undefined` at the top level). */
  parent?: string;
  /** Definitions the path's schema refers to (e.g. `['ResolveOptions']`), for "same as" checks. */
  definitions: string[];
  /**
   * The path's schema as JSON when its parent writes it out instead of referring to a definition
   * (`{"description": "Whether …", "type": "boolean"}`): two paths with the same text are the same
   * option in two places, for "same as" checks.
   */
  inlineSchema?: string;
  /** String and number values listed in `enum`s of the path's own schema (not of its children). */
  enumValues: (string | number | boolean)[];
  deprecated: boolean;
  /** Whether the schema lets the value have any keys (`devServer`: its options are webpack-dev-server's). */
  open: boolean;
}

/** Thrown for a schema the walker does not understand, with the place it stopped. */
export class SchemaPathError extends Error {}

/**
 * Lists every option path of a `WebpackOptions` schema, in schema order (parents before children).
 * `onUnnamedMap` is called for a map whose key has no placeholder name; by default that throws,
 * so a new map in a new webpack release gets a deliberate name.
 */
export function schemaOptionPaths(
  schema: JsonSchema,
  {onUnnamedMap}: {onUnnamedMap?: (mapPath: string) => string} = {},
): OptionPath[] {
  const definitions = schema.definitions ?? {};
  const byPath = new Map<string, OptionPath>();

  const definitionOf = (ref: string): [string, JsonSchema] => {
    const match = /^#\/definitions\/(.+)$/.exec(ref);
    const definition = match ? definitions[match[1]!] : undefined;
    if (!match || !definition) throw new SchemaPathError(`Unresolvable $ref ${ref}`);
    return [match[1]!, definition];
  };

  const record = (path: string, depth: number, parent: string | undefined): OptionPath => {
    let entry = byPath.get(path);
    if (!entry) {
      entry = {path, depth, parent, definitions: [], enumValues: [], deprecated: false, open: false};
      byPath.set(path, entry);
    }
    return entry;
  };

  /**
   * Visits the schema of the value at `path` (undefined for the root object), collecting what it
   * says about the path itself and walking into its children. `chain` holds the definitions being
   * expanded above, to stop at recursion.
   */
  const visit = (node: JsonSchema, path: string | undefined, depth: number, chain: string[]): void => {
    if (node.$ref) {
      const [name, definition] = definitionOf(node.$ref);
      if (path) {
        const entry = byPath.get(path)!;
        if (!entry.definitions.includes(name)) entry.definitions.push(name);
      }
      if (chain.includes(name)) return;
      visit(definition, path, depth, [...chain, name]);
      return;
    }
    if (path) {
      const entry = byPath.get(path)!;
      if (node.deprecated) entry.deprecated = true;
      const anyKeys =
        node.additionalProperties === true ||
        (node.type === 'object' && !node.properties && node.additionalProperties === undefined);
      if (anyKeys) entry.open = true;
      for (const value of node.enum ?? []) {
        if (
          ['string', 'number', 'boolean'].includes(typeof value) &&
          !entry.enumValues.includes(value as string)
        ) {
          entry.enumValues.push(value as string);
        }
      }
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const alternative of node[key] ?? []) visit(alternative, path, depth, chain);
    }
    const items = node.items;
    if (items) for (const item of Array.isArray(items) ? items : [items]) visit(item, path, depth, chain);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const childPath = joinPath(path, name);
      const entry = record(childPath, depth + 1, path);
      if (!child.$ref) entry.inlineSchema ??= JSON.stringify(child);
      visit(child, childPath, depth + 1, chain);
    }
    const values = node.additionalProperties;
    if (values && typeof values === 'object' && path && hasProperties(values, definitions, chain)) {
      const key = mapKeyPlaceholder(path) ?? onUnnamedMap?.(path);
      if (key === undefined) {
        throw new SchemaPathError(
          `The map ${path} has object values but no key placeholder: add it to mapKeyPlaceholders in src/data/optionPaths.ts`,
        );
      }
      const childPath = joinPath(path, `{${key}}`);
      record(childPath, depth + 1, path);
      visit(values, childPath, depth + 1, chain);
    }
  };

  visit(schema, undefined, 0, []);
  return [...byPath.values()];
}

/** Whether a schema (through refs and alternatives) describes an object with named properties. */
function hasProperties(node: JsonSchema, definitions: Record<string, JsonSchema>, chain: string[]): boolean {
  const seen = new Set<string>(chain);
  const check = (n: JsonSchema): boolean => {
    if (n.$ref) {
      const name = n.$ref.replace('#/definitions/', '');
      if (seen.has(name)) return true;
      seen.add(name);
      const definition = definitions[name];
      return definition ? check(definition) : false;
    }
    if (n.properties && Object.keys(n.properties).length > 0) return true;
    return [...(n.anyOf ?? []), ...(n.oneOf ?? []), ...(n.allOf ?? [])].some(check);
  };
  return check(node);
}
