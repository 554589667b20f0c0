/**
 * webpack's own type declarations (`node_modules/webpack/types.d.ts`) read with the TypeScript
 * compiler API: the type of every hook of a class, and the public members of a class. The docs'
 * hook types are checked against these, and the coverage report lists the members.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import ts from 'typescript';

const require = createRequire(__filename);
const TYPES_FILE = require.resolve('webpack/types.d.ts');

let sourceFile: ts.SourceFile | undefined;
const declarations = (): ts.SourceFile =>
  (sourceFile ??= ts.createSourceFile(
    TYPES_FILE,
    fs.readFileSync(TYPES_FILE, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  ));

/** Another release's types.d.ts (its text), for `hookTypes(owner, file)`. */
export const parseTypes = (text: string, fileName = 'types.d.ts'): ts.SourceFile =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);

const printer = ts.createPrinter({removeComments: true, newLine: ts.NewLineKind.LineFeed});

/**
 * A type written in TypeScript, printed in one canonical form, so that line breaks, indentation
 * and a leading `|` do not matter: `SyncBailHook<[Expression], boolean | void>`.
 * Throws when the text is not a type.
 */
export function canonicalType(text: string): string {
  const file = ts.createSourceFile('type.ts', `type T = ${text};`, ts.ScriptTarget.Latest, true);
  const statement = file.statements[0];
  const diagnostics = (file as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  if (
    !statement ||
    !ts.isTypeAliasDeclaration(statement) ||
    file.statements.length !== 1 ||
    diagnostics.length > 0
  ) {
    throw new Error(`not a TypeScript type: ${text}`);
  }
  return printType(statement.type, file);
}

function printType(node: ts.TypeNode, file: ts.SourceFile): string {
  return printer
    .printNode(ts.EmitHint.Unspecified, node, file)
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']');
}

/** A class or interface declared at the top level of types.d.ts. */
function declaration(
  name: string,
  file: ts.SourceFile = declarations(),
): ts.ClassDeclaration | ts.InterfaceDeclaration {
  for (const statement of file.statements) {
    if (
      (ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
      statement.name?.text === name
    ) {
      return statement;
    }
  }
  throw new Error(`webpack's types.d.ts declares no class or interface ${name}`);
}

const memberName = (member: ts.ClassElement | ts.TypeElement): string | undefined =>
  member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))
    ? member.name.text
    : undefined;

const isDeprecated = (node: ts.Node): boolean =>
  ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'deprecated');

/**
 * The hooks of a class or interface: each key of its `hooks` property (a `Readonly<{…}>` or a
 * type literal, or an interface named there) with its type, e.g.
 * `beforeRun` → `AsyncSeriesHook<[Compiler]>`.
 */
export function hookTypes(owner: string, file: ts.SourceFile = declarations()): Map<string, string> {
  const hooks = declaration(owner, file).members.find((member) => memberName(member) === 'hooks');
  if (!hooks || !(ts.isPropertyDeclaration(hooks) || ts.isPropertySignature(hooks)) || !hooks.type) {
    throw new Error(`${owner} has no typed hooks property in types.d.ts`);
  }
  let type: ts.TypeNode = hooks.type;
  if (ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Readonly' && type.typeArguments?.[0]) {
    type = type.typeArguments[0];
  }
  const members: readonly (ts.TypeElement | ts.ClassElement)[] = ts.isTypeLiteralNode(type)
    ? type.members
    : ts.isTypeReferenceNode(type)
      ? declaration(type.typeName.getText(), file).members
      : [];
  const result = new Map<string, string>();
  for (const member of members) {
    const name = memberName(member);
    if (name && ts.isPropertySignature(member) && member.type) result.set(name, printType(member.type, file));
  }
  if (result.size === 0) throw new Error(`could not read the hooks of ${owner} from types.d.ts`);
  return result;
}

/** The return type of a method, e.g. what `Resolver.ensureHook()` gives for a resolver step. */
export function methodReturnType(owner: string, method: string): string {
  const member = declaration(owner).members.find((m) => memberName(m) === method);
  if (!member || !(ts.isMethodDeclaration(member) || ts.isMethodSignature(member)) || !member.type) {
    throw new Error(`${owner}.${method} has no declared return type in types.d.ts`);
  }
  return printType(member.type, declarations());
}

export interface ClassMember {
  name: string;
  kind: 'method' | 'property';
  deprecated: boolean;
}

/**
 * The public instance members of a class as types.d.ts declares them, without `hooks` (documented
 * on the hooks pages), `constructor`, and names starting with `_` (internal by convention).
 */
export function classMembers(owner: string): ClassMember[] {
  const members = new Map<string, ClassMember>();
  for (const member of declaration(owner).members) {
    const name = memberName(member);
    if (!name || name === 'hooks' || name.startsWith('_')) continue;
    const modifiers = ts.canHaveModifiers(member) ? (ts.getModifiers(member) ?? []) : [];
    if (
      modifiers.some((m) =>
        [ts.SyntaxKind.StaticKeyword, ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword].includes(
          m.kind,
        ),
      )
    ) {
      continue;
    }
    const kind = ts.isMethodDeclaration(member) || ts.isMethodSignature(member) ? 'method' : 'property';
    const previous = members.get(name);
    // Overloads: deprecated only when every signature is.
    members.set(name, {name, kind, deprecated: (previous?.deprecated ?? true) && isDeprecated(member)});
  }
  return [...members.values()];
}
