// Loaded with Node's own require (see index.ts): jiti, which loads the Docusaurus config and
// its plugins, turns import() into require(), and pagefind is an ES module only.
module.exports = () => import('pagefind');
