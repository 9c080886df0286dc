// Lighthouse and its Chromium launcher, imported through this file so that they resolve from this
// folder's own install (bench/tools/node_modules), which bench/lighthouse.mjs makes on demand.
export { default as lighthouse } from 'lighthouse';
export * as chromeLauncher from 'chrome-launcher';
