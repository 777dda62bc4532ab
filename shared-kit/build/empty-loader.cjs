// Server builds (webpack-factory.mjs createServerConfig) drop CSS: the browser build ships it.
module.exports = function emptyLoader() {
  return '';
};
