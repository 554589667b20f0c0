// The sponsors data written by the plugin (see index.ts), aliased for the client.
declare module '@webpack-site/sponsors-data' {
  const data: import('../../data/sponsors').SponsorsData;
  export default data;
}
