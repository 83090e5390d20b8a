// esbuild bundles imported stylesheets into app.css; to TypeScript they are modules without exports.
declare module '*.css';
