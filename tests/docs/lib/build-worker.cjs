// A long-lived build process of BuildPool (./projects.ts). Each request runs webpack-cli's own entry,
// bin/cli.js, as `node webpack-cli/bin/cli.js <args>` would in the project's folder, but webpack,
// webpack-cli and the loaders stay loaded from one build to the next. A build ends where that
// process would end: at process.exit, which ends this worker too (the result goes to a file), or
// when nothing is left to do. What a build leaves behind that could change a later one retires the
// worker (`retireReason`); a build whose output may not all have been captured is distrusted
// (`distrustReason`), and the parent builds it again in a process of its own.
// stdout and stderr are pipes to the parent: what arrives there before the END_OF_BUILD line of a
// build is output that escaped the capture of process.stdout/stderr.write.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const {startProbe} = require('./probe.cjs');

const END_OF_BUILD = '\0docs-build-worker: end of build\n';
/** Modules of every project built stay loaded (ES modules cannot be unloaded): start afresh now and then. */
const MAX_BUILDS = 50;
/** How often to look whether a build is over: the lag this adds to each build. */
const POLL_MS = 5;

const home = process.cwd();
const realExit = process.exit;
let builds = 0;

/** The build in progress: its output, the CLI runs and webpack runs still going, the state before it. */
let current;

const realWrites = [];
// Installed once, so that a module that kept `process.stdout.write` in an earlier build still
// writes into the current one.
for (const name of ['stdout', 'stderr']) {
  const stream = process[name];
  const write = stream.write;
  realWrites.push((text) => write.call(stream, text));
  stream.write = function captureWrite(chunk, encoding, callback) {
    if (!current) return write.call(stream, chunk, encoding, callback);
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : chunk;
    const text = Buffer.from(bytes).toString();
    current.output[name] += text;
    // Streamed too, so that the parent has the output of a build it kills at its timeout.
    process.send({type: 'output', name, text});
    // As a stream whose write succeeded: `null` (console takes anything else for an error).
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done, null);
    return true;
  };
}

process.exit = function exit(code) {
  if (current) {
    // `node cli.js` ends here, and so does this worker: the parent reads the result from the file.
    const {exitFile} = current;
    fs.writeFileSync(exitFile, JSON.stringify(finish(Number(code ?? process.exitCode ?? 0))));
  }
  return realExit.call(process, code);
};

// Node.js prints a warning (a deprecation, an experimental feature) once per process.
process.on('warning', () => {
  if (current) current.warned = true;
});
process.on('disconnect', () => realExit.call(process));
process.on('message', (message) => {
  if (message.type === 'build') build(message);
});

/**
 * Prepares the webpack-cli of `cli` (its bin/cli.js) for a build. Its class, in the lib folder,
 * reports its runs and webpack runs to the current build: a subclass of the same name, so that
 * stack traces the CLI prints read as in `node cli.js`, installed where bin/cli.js looks for the
 * class. And it gets a new commander `program`, which it takes from commander's exports and fills
 * with the options of a run.
 */
const trackedLibs = new Set();
function prepareCli(cli) {
  const lib = require.resolve('../lib/webpack-cli', {paths: [path.dirname(cli)]});
  const commander = require(require.resolve('commander', {paths: [path.dirname(lib)]}));
  commander.program = new commander.Command();
  if (trackedLibs.has(lib)) return;
  trackedLibs.add(lib);
  const exports = require(lib);
  exports.default = class WebpackCLI extends exports.default {
    run(...args) {
      const build = current;
      build.pending++;
      const running = super.run(...args);
      const settle = () => build.pending--;
      running.then(settle, settle);
      return running;
    }

    // webpack calls back once the compiler is closed, and the CLI prints the stats then. Until that,
    // work that shows nowhere on the event loop (terser's worker threads) may be going on.
    createCompiler(options, callback, configure) {
      if (!callback) return super.createCompiler(options, callback, configure);
      const build = current;
      build.pending++;
      const tracked = (error, stats) => {
        build.pending--;
        callback(error, stats);
      };
      return super.createCompiler(options, tracked, configure);
    }
  };
}

/** What keeps the event loop alive (timers, file requests, handles...), counted by kind. */
function resources() {
  const counts = new Map();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** Resolves when the CLI is done and no more keeps the event loop alive than before: when `node cli.js` would exit. */
function settled(build) {
  return new Promise((resolve) => {
    const poll = () => {
      const busy =
        build.pending > 0 ||
        [...resources()].some(([kind, n]) => n > (build.before.resources.get(kind) ?? 0));
      if (busy) setTimeout(poll, POLL_MS).unref();
      else resolve();
    };
    setTimeout(poll, POLL_MS).unref();
  });
}

/** Process-wide state a build could change for the builds after it, as a list of values. */
function globalState() {
  const listeners = [process, process.stdout, process.stderr].flatMap((emitter) =>
    emitter.eventNames().flatMap((event) => [event, ...emitter.rawListeners(event)]),
  );
  return [
    ...listeners,
    ...[
      globalThis,
      Object.prototype,
      Array.prototype,
      Function.prototype,
      String.prototype,
      Promise.prototype,
    ].map((object) => Object.getOwnPropertyNames(object).join()),
    Module._load,
    Module._resolveFilename,
    Module.prototype.require,
    Module.prototype._compile,
    ...Object.entries(Module._extensions).flat(),
    Error.prepareStackTrace,
    Error.stackTraceLimit,
  ];
}

/** Why the output captured may not be all that `node cli.js` prints. */
function distrustReason(build) {
  const events = ['exit', 'beforeExit'].filter(
    (event) => process.listenerCount(event) > build.before.listeners[event],
  );
  return events.length
    ? `the build listens to process ${events.join(', ')}, which this worker does not emit`
    : undefined;
}

/** Why this worker should not run another build. */
function retireReason(build) {
  if (build.warned) return 'Node.js printed a warning, which it does once per process';
  const [before, after] = [build.before.state, globalState()];
  if (before.length !== after.length || before.some((value, i) => !Object.is(value, after[i]))) {
    return 'the build changed process listeners, globals, built-in prototypes, the module loader or Error';
  }
  const env = Object.entries(process.env);
  if (
    env.length !== Object.keys(build.before.env).length ||
    env.some(([key, value]) => build.before.env[key] !== value)
  ) {
    return 'the build changed process.env, which modules it loaded may have read';
  }
  // webpack-cli's CLIPlugin keeps the progress of every compiler it reports in a static array.
  if (build.args.includes('--progress')) return 'webpack-cli keeps --progress state';
  if (++builds >= MAX_BUILDS) return `${builds} builds`;
  return undefined;
}

/** Ends the current build: its output, exit code, probe report, and whether to trust it. */
function finish(code) {
  const build = current;
  current = undefined;
  const report = build.stopProbe?.();
  // As JSON text, which the parent parses in the realm where its assertions compare objects.
  return {code, ...build.output, probe: report && JSON.stringify(report), distrust: distrustReason(build)};
}

async function build({dir, argv, probe, exitFile}) {
  const before = {
    env: {...process.env},
    argv: process.argv,
    resources: resources(),
    listeners: {exit: process.listenerCount('exit'), beforeExit: process.listenerCount('beforeExit')},
    state: globalState(),
  };
  const build = {
    args: argv.slice(2),
    before,
    output: {stdout: '', stderr: ''},
    pending: 0,
    warned: false,
    exitFile,
  };
  // The webpack-cli that the project's folder resolves, as bin/cli.js itself does.
  const cli = require.resolve('webpack-cli/bin/cli.js', {paths: [dir]});
  prepareCli(cli);
  current = build;
  process.chdir(dir);
  process.argv = argv;
  process.exitCode = undefined;
  if (probe) build.stopProbe = startProbe(dir);
  delete require.cache[cli];
  require(cli);
  await settled(build);
  const {code, probe: report, distrust} = finish(Number(process.exitCode ?? 0));

  process.exitCode = undefined;
  process.argv = before.argv;
  process.chdir(home);
  // The project's own modules are never loaded again (each project has a folder of its own).
  const projectDir = fs.realpathSync(dir) + path.sep;
  for (const file of Object.keys(require.cache)) if (file.startsWith(projectDir)) delete require.cache[file];
  const retire = retireReason(build);
  for (const key of Object.keys(process.env)) if (!(key in before.env)) delete process.env[key];
  Object.assign(process.env, before.env);
  for (const write of realWrites) write(END_OF_BUILD);
  process.send({type: 'done', code, probe: report, distrust, retire});
}
