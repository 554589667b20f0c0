// The status data written by the plugin (see index.ts), aliased for the status page.
declare module '@webpack-site/translation-status-data' {
  const data: import('./status').TranslationStatusData;
  export default data;
}
