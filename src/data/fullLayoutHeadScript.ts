import {FULL_LAYOUT_ATTRIBUTE} from './fullLayout';

/**
 * Runs in `<head>` before the page is parsed (so also before React): a page opened at an anchor, a
 * click on a link with one (the browser scrolls after the click's listeners), and a hash typed into
 * the address bar, where the browser has scrolled already and is asked to scroll again. A module
 * apart from ./fullLayout, which main.js imports: this text goes into each page's `<head>` only.
 */
export const fullLayoutHeadScript = (() => {
  const name = JSON.stringify(FULL_LAYOUT_ATTRIBUTE);
  // Written out as `documentElement.setAttribute("…")`: that is how the first-paint plugin finds the
  // attributes set before the paint, and keeps the rules that need them in the page's critical CSS.
  const mark = `document.documentElement.setAttribute(${name},'')`;
  return (
    `(function(){if(location.hash)${mark};` +
    `document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href*="#"]'))${mark}},true);` +
    `addEventListener('hashchange',function(){if(document.documentElement.hasAttribute(${name}))return;${mark};` +
    `var t=document.getElementById(decodeURIComponent(location.hash.slice(1)));if(t)t.scrollIntoView()})})()`
  );
})();
