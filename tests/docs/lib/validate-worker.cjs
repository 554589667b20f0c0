// Plain Node worker for tests/docs/lib/examples.ts (runs outside Jest, so webpack, plugins and the
// examples share one realm). Usage: node validate-worker.cjs <jobs.json> <results.json>
'use strict';
const fs = require('node:fs');
const {pathToFileURL} = require('node:url');

function collectErrors(err, out) {
  const list = Array.isArray(err && err.errors) ? err.errors : [];
  const walk = (e) => {
    if (!e) return;
    if (e.keyword === 'additionalProperties' && e.params && e.params.additionalProperty) {
      out.push(e.params.additionalProperty);
    }
    if (Array.isArray(e.children)) e.children.forEach(walk);
  };
  list.forEach(walk);
  return out;
}

function firstLines(err) {
  const s = err && err.stack ? String(err.stack) : String(err);
  return s.split('\n').slice(0, 8).join('\n');
}

async function run() {
  const [jobsFile, resultsFile] = process.argv.slice(2);
  const {webpack: webpackPath, jobs} = JSON.parse(fs.readFileSync(jobsFile, 'utf8'));
  const webpack = require(webpackPath);
  const results = {};
  const cwd = process.cwd();
  for (const job of jobs) {
    const result = {ok: false, problems: [], configs: 0};
    results[job.id] = result;
    try {
      process.chdir(job.dir);
      const source = fs.readFileSync(job.file, 'utf8');
      const ns = await import(pathToFileURL(job.file).href);
      let exported = ns.default !== undefined ? ns.default : ns;
      const hasExportSyntax =
        /\bmodule\.exports\b|\bexports\.\w|\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(source);
      if (
        !hasExportSyntax &&
        exported &&
        typeof exported === 'object' &&
        !Array.isArray(exported) &&
        Object.keys(exported).length === 0
      ) {
        result.exportsNothing = true;
        continue;
      }
      const resolveOne = async (c) => {
        let v = await c;
        if (typeof v === 'function') v = await v({}, {mode: 'production', env: {}});
        return v;
      };
      exported = await resolveOne(exported);
      const configs = Array.isArray(exported) ? await Promise.all(exported.map(resolveOne)) : [exported];
      const isArray = Array.isArray(exported);
      result.configs = configs.length;
      configs.forEach((config, index) => {
        try {
          webpack.validate(config);
        } catch (err) {
          result.problems.push({
            index: isArray ? index : null,
            message: String(err && err.message ? err.message : err),
            unknown: collectErrors(err, []),
          });
        }
      });
      result.ok = result.problems.length === 0;
    } catch (err) {
      result.execError = firstLines(err);
    } finally {
      process.chdir(cwd);
    }
  }
  fs.writeFileSync(resultsFile, JSON.stringify(results));
}

run().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
