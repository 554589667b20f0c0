/**
 * Rehype plugin: an inline code span that is a command-line flag (`--server-options-crl`, `--static`,
 * `--port 3000`) gets the class `flag`, which keeps it on one line (src/css/custom.css). Chromium breaks a code span after
 * any hyphen, the first of `--` too, so a flag near a line's end showed as `-` there and
 * `-client-overlay-…` on the next. A flag longer than a phone's line of code can hold keeps its
 * breaks. The code keeps its one text child: Docusaurus renders a `code` with element children as a
 * code block.
 */
import type {Element, Root} from 'hast';
import type {Plugin} from 'unified';
import {CONTINUE, SKIP, visit} from 'unist-util-visit';

/** The class of a flag's code span. */
const FLAG_CLASS = 'flag';

/** A flag, with one value at most (`--host 0.0.0.0`). */
const FLAG = /^--[a-z][a-z0-9-]*(?: [^\s]+)?$/;
/** Characters of code a 320 px phone's line holds beside the page's margins (about 33). */
const LONGEST_UNBROKEN = 30;

const rehypeFlagCode: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node: Element) => {
    // A code block is not a span; a table's code never breaks (src/css/custom.css).
    if (node.tagName === 'pre' || node.tagName === 'table') return SKIP;
    const [text, ...rest] = node.tagName === 'code' ? node.children : [];
    if (rest.length > 0 || text?.type !== 'text') return CONTINUE;
    if (!FLAG.test(text.value) || text.value.length > LONGEST_UNBROKEN) return CONTINUE;
    const classes = node.properties.className;
    node.properties.className = [...(Array.isArray(classes) ? classes : []), FLAG_CLASS];
    return CONTINUE;
  });
};

export default rehypeFlagCode;
