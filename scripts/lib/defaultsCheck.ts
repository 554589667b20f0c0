/**
 * Compares every machine-readable `Default:` line of the configuration pages with what webpack
 * computes (tests/docs/defaults.test.ts; WRITING.md, "Defaults").
 */
import {DefaultSyntaxError, parseDefaultStatement} from './defaultStatement';
import {configurationEntries} from './optionEntries';
import type {OptionPath} from './schemaPaths';
import {checkDefault} from './webpackDefaults';

export interface DefaultFinding {
  file: string;
  line: number;
  option: string;
  /** What webpack computes differently, or why the line could not be compared. */
  messages: string[];
}

export interface DefaultsReport {
  /** Lines that disagree with webpack: each is a test failure. */
  mismatches: DefaultFinding[];
  /** Lines that parse but could not be compared (an option inside an array, a placeholder key). */
  unchecked: DefaultFinding[];
  /** Lines that are not in the grammar yet: the coverage report counts these entries as incomplete. */
  unreadable: DefaultFinding[];
  checked: number;
  comparisons: number;
}

/** Checks the Default lines of the options documented on the /configuration/ pages under `root`. */
export function checkDefaults(root: string, paths: OptionPath[]): DefaultsReport {
  const report: DefaultsReport = {mismatches: [], unchecked: [], unreadable: [], checked: 0, comparisons: 0};
  for (const {path: option, entry} of configurationEntries(root, paths).options) {
    const field = entry.fields.Default;
    if (!field) continue;
    const where = {file: entry.file, line: field.line, option};
    let statement;
    try {
      statement = parseDefaultStatement(field.nodes);
    } catch (error) {
      if (!(error instanceof DefaultSyntaxError)) throw error;
      report.unreadable.push({...where, messages: [error.message]});
      continue;
    }
    const result = checkDefault(option, statement);
    report.comparisons += result.compared;
    if (result.mismatches.length) report.mismatches.push({...where, messages: result.mismatches});
    else if (result.unchecked !== undefined) report.unchecked.push({...where, messages: [result.unchecked]});
    else report.checked++;
  }
  return report;
}
