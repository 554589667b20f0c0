import fs from 'node:fs';
import path from 'node:path';

const read = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

// An off-screen block's estimated line is the code's font size: larger, the blocks above an #anchor
// shrink once shown, after the browser has scrolled to it, and its heading ends under the navbar.
test("the off-screen code blocks' height estimate counts a line at the code's font size", () => {
  const codeSize = read('../../css/custom.css').match(/--ifm-code-font-size:\s*(\d+)%/);
  expect(codeSize).not.toBeNull();
  const estimates = [
    ...read('theme/CodeBlock/Content/styles.module.css').matchAll(
      /contain-intrinsic-block-size:[^;]*var\(--ifm-pre-line-height\) \* ([\d.]+)em/g,
    ),
  ].map((m) => Number(m[1]));
  expect(estimates).toHaveLength(2);
  for (const lineSize of estimates) expect(lineSize).toBe(Number(codeSize![1]) / 100);
});
