#!/usr/bin/env node
/**
 * Serves the production build the way the static hosts do with the configuration the build
 * writes (src/plugins/deploy-headers): the headers of `_headers` (Content-Security-Policy and the
 * other security headers, immutable hashed assets, revalidated worker) and, like the hosts'
 * default, `Cache-Control: no-cache` for everything else; the 301s of `_redirects`; 301 from /path
 * to /path/ (query kept); gzip; the locale's 404 page with status 404.
 * Usage: node scripts/serve.mjs [--port 3000] [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import express from 'express';
import compression from 'compression';
import {headersFor, parseHeadersFile, parseRedirectsFile} from '../src/plugins/deploy-headers/hostFiles.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: process.env.HOST ?? 'localhost'},
    dir: {type: 'string', default: 'build'},
  },
});

const root = path.resolve(values.dir);
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`serve: no build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}

/** Reads one of the host files the build writes, or stops with what to do. */
function hostFile(name) {
  const file = path.join(root, name);
  if (!fs.existsSync(file)) {
    console.error(
      `serve: ${file} is missing (the deploy-headers plugin writes it). Run "npm run build" again.`,
    );
    process.exit(1);
  }
  return fs.readFileSync(file, 'utf8');
}
const headerRules = parseHeadersFile(hostFile('_headers'));
const redirects = parseRedirectsFile(hostFile('_redirects'));
// Configuration for the host, not content: the hosts do not serve these.
const hostFiles = new Set(['/_headers', '/_redirects', '/vercel.json']);

const locales = fs
  .readdirSync(root, {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, '404.html')))
  .map((entry) => entry.name);

const app = express();
app.disable('x-powered-by');
// Pagefind's WebAssembly file is served as application/octet-stream, which compression skips.
app.use(
  compression({
    filter: (req, res) => /\/wasm\.[\w-]+\.pagefind$/.test(req.path) || compression.filter(req, res),
  }),
);
app.use((req, res, next) => {
  res.set({'Cache-Control': 'no-cache', ...headersFor(headerRules, req.path)});
  const target = redirects.get(req.path) ?? redirects.get(`${req.path}/`);
  if (target) {
    // The query goes before a fragment the target may have.
    const query = req.originalUrl.slice(req.path.length);
    const [targetPath, fragment] = target.split('#');
    return res.redirect(301, `${targetPath}${query}${fragment === undefined ? '' : `#${fragment}`}`);
  }
  if (hostFiles.has(req.path)) return notFound(req, res);
  return next();
});
app.use(
  express.static(root, {
    // A directory requested without its slash gets a 301 to the slashed path, query kept.
    redirect: true,
    cacheControl: false,
  }),
);
function notFound(req, res) {
  const locale = locales.find((name) => req.path === `/${name}` || req.path.startsWith(`/${name}/`));
  res.status(404).sendFile(path.join(root, locale ?? '', '404.html'));
}
app.use(notFound);

// Express 5 hands a listen error (e.g. the port is taken) to this callback.
const server = app.listen(Number(values.port), values.host, (error) => {
  if (error) {
    console.error(`serve: cannot listen on ${values.host}:${values.port}: ${error.message}`);
    process.exit(1);
  }
  const {port} = server.address();
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${port}/`);
});
