/** @jest-environment jsdom */
import {FULL_LAYOUT_ATTRIBUTE, layOutWholePage} from './fullLayout';
import {fullLayoutHeadScript} from './fullLayoutHeadScript';

const marked = () => document.documentElement.hasAttribute(FULL_LAYOUT_ATTRIBUTE);
const runHeadScript = () => new Function(fullLayoutHeadScript)();

beforeEach(() => {
  document.documentElement.removeAttribute(FULL_LAYOUT_ATTRIBUTE);
  document.body.innerHTML = '<a href="#outputclean">output.clean</a><a href="/concepts/">Concepts</a>';
  window.history.replaceState(null, '', '/configuration/output/');
});

test('the head script marks a page opened at an anchor, and not one opened at its top', () => {
  runHeadScript();
  expect(marked()).toBe(false);
  window.history.replaceState(null, '', '/configuration/output/#outputclean');
  runHeadScript();
  expect(marked()).toBe(true);
});

test('a click on a link to an anchor marks the page before the browser scrolls; another link does not', () => {
  runHeadScript();
  const [toAnchor, toPage] = Array.from(document.querySelectorAll('a'));
  toPage!.addEventListener('click', (event) => event.preventDefault());
  toPage!.click();
  expect(marked()).toBe(false);
  let markedWhenClicked = false;
  toAnchor!.addEventListener('click', () => (markedWhenClicked = marked()));
  toAnchor!.click();
  expect(markedWhenClicked).toBe(true);
});

test('layOutWholePage marks the page', () => {
  layOutWholePage();
  expect(marked()).toBe(true);
});
