// Every code block titled webpack.config.js (or marked `validate`) in docs/ and blog/ is executed
// and validated with webpack's own schema. See WRITING.md, "Code examples are tested against webpack".
import {pageBlocks, walkPages} from './lib/pages';
import {
  collectExamples,
  describeFailure,
  isConfigBlock,
  normalizeTitle,
  runExamples,
  type ConfigExample,
  type ExampleResult,
  type SkippedExample,
  type Stub,
} from './lib/examples';
import {freshDir} from './lib/tmp';

/**
 * Packages that examples may `require` but that are not devDependencies of this repo. Each is
 * replaced by a no-op plugin class (or `source`) for validation only, and must say why it is not
 * installed. Prefer adding the real package to devDependencies.
 */
const STUBS: Record<string, Stub> = {};

const examples: ConfigExample[] = [];
const skipped: SkippedExample[] = [];
const unclosed: string[] = [];
/** Blocks titled like a config (webpack.*.js) that are neither validated nor skipped: listed, not failed. */
const notValidated: string[] = [];
// The Chinese pages of pulled packages (i18n/zh/pulled/) have their own examples: validated here too.
for (const page of walkPages(undefined, ['docs', 'blog', 'i18n/zh/pulled'])) {
  const blocks = pageBlocks(page);
  for (const b of blocks) {
    if (!b.closed) unclosed.push(`${b.file}:${b.line}`);
    const t = b.title && normalizeTitle(b.title);
    if (t && /(^|\/)webpack\.[\w.-]+\.(c|m)?(j|t)s$/.test(t) && !isConfigBlock(b))
      notValidated.push(`${b.file}:${b.line} ${t}`);
  }
  const r = collectExamples(blocks);
  examples.push(...r.examples);
  skipped.push(...r.skipped);
}

let results = new Map<string, ExampleResult>();
let cleanup = () => {};

beforeAll(async () => {
  if (!examples.length) return;
  const tmp = freshDir('examples');
  cleanup = tmp.cleanup;
  results = await runExamples(examples, tmp.dir, STUBS);
}, 180_000);

afterAll(() => cleanup());

describe('webpack configuration examples', () => {
  // test.each refuses an empty table (a docs tree without any config block).
  for (const example of examples) {
    test(example.id, () => {
      const failure = describeFailure(example, results.get(example.id));
      if (failure) throw new Error(failure);
    });
  }

  test('skip-validate report (every skip names a reason)', () => {
    const byReason = new Map<string, string[]>();
    for (const s of skipped) {
      const list = byReason.get(s.reason) ?? [];
      list.push(`${s.block.file}:${s.block.line}`);
      byReason.set(s.reason, list);
    }
    const lines = [
      `docs examples: ${examples.length} configuration blocks validated, ${skipped.length} skipped (skip-validate)`,
      ...[...byReason]
        .sort((a, b) => b[1].length - a[1].length)
        .map(
          ([reason, where]) => `  ${where.length} × ${reason || '(no reason given)'} — ${where.join(', ')}`,
        ),
    ];
    if (notValidated.length) {
      lines.push(
        `  not validated (title is not webpack.config.js and no \`validate\` meta): ${notValidated.join(', ')}`,
      );
    }
    process.stdout.write(lines.join('\n') + '\n');
    const missing = byReason.get('');
    if (missing) {
      throw new Error(
        `skip-validate needs a reason, e.g. skip-validate="deliberately invalid: before the migration": ${missing.join(', ')}`,
      );
    }
  });

  test('no unclosed code fences (an unclosed fence hides every example after it)', () => {
    expect(unclosed).toEqual([]);
  });
});
