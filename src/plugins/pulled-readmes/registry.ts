/**
 * Fetching package documents and READMEs from an npm registry, with a timeout,
 * retries with backoff and a size cap. Never throws anything but
 * RegistryError.
 */
import {filesFromTarball, readmeFromTarball} from './tarball';

export interface FetchOptions {
  /** Registry base URL, e.g. https://registry.npmjs.org/ */
  registry: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  maxBytes: number;
}

export class RegistryError extends Error {
  constructor(
    message: string,
    /** Retrying will not help (404, bad JSON, no README…). */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}

export interface PackageData {
  name: string;
  version: string;
  readme: string;
  readmeSource: 'packument' | 'tarball';
  repository?: unknown;
  deprecated?: string;
  license?: string;
  homepage?: string;
  /**
   * The package's options schemas (path in the package → parsed JSON), read from the tarball when
   * the package list names them (`schemas` in src/data/pulledPackages.ts). A path the tarball
   * lacks is left out.
   */
  schemas?: Record<string, unknown>;
}

export interface SchemaRequest {
  /** Paths inside the package (`dist/options.json`). */
  paths: readonly string[];
  /** Schemas already known for a version (the cache): used instead of downloading the tarball again. */
  known?: {version: string; schemas: Record<string, unknown>};
}

export function defaultRegistry(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.npm_config_registry || env.NPM_CONFIG_REGISTRY;
  return configured && /^https?:\/\//i.test(configured) ? configured : 'https://registry.npmjs.org/';
}

function packumentUrl(registry: string, name: string): string {
  const base = registry.endsWith('/') ? registry : `${registry}/`;
  // Scoped names keep their "@", the slash is encoded.
  return base + name.replace('/', '%2f');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readCapped(
  response: Response,
  maxBytes: number,
  controller: AbortController,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    controller.abort();
    throw new RegistryError(`response too large (${declared} bytes)`, true);
  }
  if (!response.body) {
    return Buffer.alloc(0);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      controller.abort();
      await reader.cancel().catch(() => {});
      throw new RegistryError(`response too large (over ${maxBytes} bytes)`, true);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** GET with timeout, retries (transient failures only) and a size cap. */
export async function fetchBytes(url: string, options: FetchOptions, accept?: string): Promise<Buffer> {
  let lastError: RegistryError | undefined;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) {
      await sleep(options.retryDelayMs * 2 ** (attempt - 1));
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const response = await fetch(url, {
        signal: controller.signal,
        headers: accept ? {accept} : {},
        redirect: 'follow',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        const permanent =
          response.status >= 400 &&
          response.status < 500 &&
          response.status !== 408 &&
          response.status !== 429;
        throw new RegistryError(`HTTP ${response.status}`, permanent);
      }
      return await readCapped(response, options.maxBytes, controller);
    } catch (error) {
      if (error instanceof RegistryError) {
        lastError = error;
        if (error.permanent) throw error;
      } else {
        const aborted = controller.signal.aborted;
        lastError = new RegistryError(
          aborted ? `timed out after ${options.timeoutMs} ms` : `network error: ${(error as Error).message}`,
          false,
        );
      }
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError ?? new RegistryError('request failed', false);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Fetch the latest version of a package: its document from the registry,
 * and the README from the document or, if absent, from the tarball.
 */
export async function fetchPackage(
  name: string,
  options: FetchOptions,
  schemaRequest?: SchemaRequest,
): Promise<PackageData> {
  const body = await fetchBytes(packumentUrl(options.registry, name), options, 'application/json');
  let doc: unknown;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    throw new RegistryError('invalid JSON in package document', true);
  }
  if (!doc || typeof doc !== 'object') {
    throw new RegistryError('package document is not an object', true);
  }
  const packument = doc as Record<string, unknown>;
  const tags = packument['dist-tags'] as Record<string, unknown> | undefined;
  const version = str(tags?.latest);
  const versions = packument.versions as Record<string, unknown> | undefined;
  const latest = (
    version && versions && typeof versions[version] === 'object' ? versions[version] : undefined
  ) as Record<string, unknown> | undefined;
  if (!version || !latest) {
    throw new RegistryError('package document has no latest version', true);
  }
  const meta = {
    name,
    version,
    repository: latest.repository ?? packument.repository,
    deprecated: str(latest.deprecated),
    license: str(latest.license),
    homepage: str(latest.homepage),
  };
  let readme = str(packument.readme) ?? str(latest.readme);
  let readmeSource: PackageData['readmeSource'] = 'packument';
  const dist = latest.dist as Record<string, unknown> | undefined;
  const tarball = str(dist?.tarball);
  let tgzPromise: Promise<Buffer> | undefined;
  const getTarball = () => {
    if (!tarball || !/^https?:\/\//i.test(tarball)) {
      throw new RegistryError('no tarball in the package document', true);
    }
    tgzPromise ??= fetchBytes(tarball, options);
    return tgzPromise;
  };
  let schemas: Record<string, unknown> | undefined;
  if (schemaRequest?.paths.length) {
    const known = schemaRequest.known;
    if (known?.version === version && schemaRequest.paths.every((p) => p in known.schemas)) {
      schemas = known.schemas;
    } else {
      schemas = await schemasFromTarball(await getTarball(), schemaRequest.paths, options.maxBytes * 4);
    }
  }
  if (!readme || /^ERROR: No README data found!?\s*$/i.test(readme.trim())) {
    if (!tarball) throw new RegistryError('no README in the package document and no tarball', true);
    const tgz = await getTarball();
    try {
      readme = await readmeFromTarball(tgz, options.maxBytes * 4);
    } catch (error) {
      throw new RegistryError(`unreadable tarball: ${(error as Error).message}`, true);
    }
    readmeSource = 'tarball';
  }
  if (!readme || !readme.trim()) {
    throw new RegistryError('empty README', true);
  }
  if (readme.length > options.maxBytes) {
    throw new RegistryError('README too large', true);
  }
  return {...meta, readme, readmeSource, ...(schemas ? {schemas} : {})};
}

/** The schema files of a tarball, parsed; a file that is missing or not JSON is left out. */
export async function schemasFromTarball(
  tgz: Buffer,
  paths: readonly string[],
  maxBytes: number,
): Promise<Record<string, unknown>> {
  let files: Record<string, string>;
  try {
    files = await filesFromTarball(tgz, paths, maxBytes);
  } catch (error) {
    throw new RegistryError(`unreadable tarball: ${(error as Error).message}`, true);
  }
  const schemas: Record<string, unknown> = {};
  for (const [file, text] of Object.entries(files)) {
    try {
      schemas[file] = JSON.parse(text);
    } catch {
      // not JSON: the page's check reports the schema as missing
    }
  }
  return schemas;
}
