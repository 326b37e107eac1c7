// Import rules of the layout (docs/architecture.md): dependencies point one way, from the entry
// points and HTTP layer down to the domain and its ports, never back up. `npm test` runs this check.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-up-to-http-or-main',
      comment: 'db/, storage/, pipeline/, domain/, jobs/ and services/ are below http/ and main/ and must not import them',
      severity: 'error',
      from: { path: '^src/(db|storage|pipeline|domain|jobs|services)/' },
      to: { path: '^src/(http|main)/' },
    },
    {
      name: 'main-only-wires',
      comment: 'main/ holds the entry points and wiring: nothing else imports it',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/main/' },
      to: { path: '^src/main/' },
    },
    {
      name: 'no-database-in-http',
      comment: 'routes receive services, never the database or its row types',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/db/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    // type-only imports count: a type from main/ is still a dependency on main/
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
