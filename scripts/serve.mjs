#!/usr/bin/env node
/**
 * Serves the production build the way a static host should: gzip compression,
 * long cache headers for hashed assets, 301 from /path to /path/ (query kept), and the
 * locale's 404 page with status 404. Usage: node scripts/serve.mjs [--port 3000] [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import express from 'express';
import compression from 'compression';

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
app.use(
  express.static(root, {
    // A directory requested without its slash gets a 301 to the slashed path, query kept.
    redirect: true,
    setHeaders(res, filePath) {
      const relative = path.relative(root, filePath);
      if (/(^|\/)assets\//.test(relative)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  }),
);
app.use((req, res) => {
  const locale = locales.find((name) => req.path === `/${name}` || req.path.startsWith(`/${name}/`));
  res.status(404).sendFile(path.join(root, locale ?? '', '404.html'));
});

const server = app.listen(Number(values.port), values.host, () => {
  const {port} = server.address();
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${port}/`);
});
