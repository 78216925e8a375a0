// Bundles the server into dist/main.js for `node server/dist/main.js`. The @app/* workspace
// packages export TypeScript source, so they are bundled; every other dependency stays an
// ordinary import resolved from node_modules at run time.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const here = new URL('.', import.meta.url)
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'))
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@app/'),
)

await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Packages imported by bundled workspace code (zod from @app/core) are ours to list too.
  external: [...external, ...externalOfWorkspaces()],
  logLevel: 'info',
})

/** Non-workspace dependencies of the bundled @app/* packages, e.g. zod. */
function externalOfWorkspaces() {
  return Object.keys(pkg.dependencies)
    .filter((name) => name.startsWith('@app/'))
    .flatMap((name) => {
      const workspace = JSON.parse(
        readFileSync(new URL(`../${name.slice('@app/'.length)}/package.json`, here), 'utf8'),
      )
      return Object.keys(workspace.dependencies ?? {}).filter((dep) => !dep.startsWith('@app/'))
    })
}
