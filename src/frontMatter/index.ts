import path from 'node:path';
import type {MarkdownConfig} from '@docusaurus/types';
import {assertValidFrontMatter} from './validate';

type ParseFrontMatter = MarkdownConfig['parseFrontMatter'];

/**
 * `markdown.parseFrontMatter` for docusaurus.config.ts: parses as usual, names the
 * file when the YAML itself is broken, and enforces our front matter contract.
 */
export function createFrontMatterParser(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const file = path.relative(siteDir, params.filePath);
    let result: Awaited<ReturnType<ParseFrontMatter>>;
    try {
      result = await params.defaultParseFrontMatter(params);
    } catch (error) {
      throw new Error(`Malformed front matter in ${file}: ${(error as Error).message}`);
    }
    assertValidFrontMatter(result.frontMatter, file);
    return result;
  };
}
