// The build's size check: what the login route and the Today board (/dashboard) download (see
// route-size.mjs for what each route counts), gzip -9, summed; fails the build when a route is
// over its budget (login 200 KiB; dashboard the login's budget plus 60 KiB, apps/web/README.md).
//   node scripts/login-size.mjs [--budget-kib 200] [--dashboard-budget-kib 260]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dashboardRoute, gzipJsRows, loginRoute, readManifest, routeFiles } from './route-size.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const manifest = readManifest(dist);
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : undefined;
};
const routes = [
  { ...loginRoute, budgetKib: arg('--budget-kib') ?? loginRoute.budgetKib },
  { ...dashboardRoute, budgetKib: arg('--dashboard-budget-kib') ?? dashboardRoute.budgetKib },
];

let over = false;
for (const route of routes) {
  const { rows, total } = gzipJsRows(dist, routeFiles(manifest, route));
  // The login route lists every file (the tighter budget); the dashboard its ten largest.
  for (const row of route === routes[0] ? rows : rows.slice(0, 10))
    console.log(`${(row.gzip / 1024).toFixed(2).padStart(8)} KiB  ${row.file}`);
  console.log(
    `${(total / 1024).toFixed(2).padStart(8)} KiB  total gzip JS for the ${route.name} route (${rows.length} files; budget ${route.budgetKib} KiB)`,
  );
  if (total > route.budgetKib * 1024) {
    console.error(
      `Over budget: the ${route.name} route ${(total / 1024).toFixed(2)} KiB > ${route.budgetKib} KiB`,
    );
    over = true;
  }
}
if (over) process.exit(1);
