// The fence meta parser lives in src/markdown/meta.ts: the site's remark plugins read fences too.
export {parseMeta, metaString, type Meta} from '../../../src/markdown/meta';
