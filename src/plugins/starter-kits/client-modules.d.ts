// The starter-kits data written by the plugin (see index.ts), aliased for the client.
declare module '@webpack-site/starter-kits-data' {
  const data: import('../../data/starterKits').StarterKitsData;
  export default data;
}
