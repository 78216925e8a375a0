/**
 * The site's icons as one SVG sprite (docs/product.md#speed). lucide-react puts each icon's path
 * data in the JavaScript of every page that shows it, plus the code that builds the `<svg>`; here
 * the build swaps the package for a module of small components (site/app/lib/sprite-icon.tsx)
 * that draw the same `<svg>` with a `<use>` of the icon in a sprite: one hashed, cached file of
 * every icon the site imports, fetched like an image.
 *
 * The icons are found by reading the sources' `import { … } from 'lucide-react'` statements, so
 * the sprite holds exactly those; an icon imported another way is missing from the swapped module
 * and fails the build. Storybook and `npm run dev` keep the package itself.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

const virtualId = '\0icon-sprite'
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g

interface IconData {
  name: string
  size?: number
  node: [tag: string, attributes: Record<string, string | number>][]
}

/** Every component name imported from lucide-react in the `.ts`/`.tsx` files below `dirs`. */
export function importedIcons(dirs: readonly string[]): string[] {
  const names = new Set<string>()
  for (const dir of dirs) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(?:stories|test)\.tsx?$/.test(file)) continue
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(lucideImport)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part.trim()
          // Types (`type LucideIcon`) are not drawn; `X as Y` imports X.
          if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!)
        }
      }
    }
  }
  return [...names].sort()
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The sprite: one `<symbol id="{lucide name}">` per icon, as lucide draws it. */
export function spriteOf(icons: readonly IconData[]): string {
  const symbols = icons.map(({ name, size = 24, node }) => {
    const children = node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([attribute]) => attribute !== 'key')
          .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
          .join('')
        return `<${tag}${attrs}/>`
      })
      .join('')
    return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** lucide-react's export name → its icon module, from the package's own index. */
function lucideModules(): Map<string, string> {
  const require = createRequire(import.meta.url)
  const index = require.resolve('lucide-react').replace(/[\\/]cjs[\\/].*$/, '/esm/lucide-react.mjs')
  const modules = new Map<string, string>()
  const exported = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+)'/g
  for (const [, names = '', file = ''] of readFileSync(index, 'utf8').matchAll(exported)) {
    for (const name of names.matchAll(/default as (\w+)/g)) {
      modules.set(name[1]!, path.join(path.dirname(index), file))
    }
  }
  return modules
}

export function iconSprite(options: { sourceDirs: readonly string[] }): Plugin {
  let icons: { exportName: string; data: IconData }[] = []
  let sprite = ''
  let fileName = ''

  return {
    name: 'icon-sprite',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      if (sprite) return
      const modules = lucideModules()
      icons = await Promise.all(
        importedIcons(options.sourceDirs).map(async (exportName) => {
          const file = modules.get(exportName)
          if (!file) throw new Error(`icon-sprite: lucide-react has no icon named ${exportName}`)
          const module = (await import(pathToFileURL(file).href)) as { __iconData: IconData }
          return { exportName, data: module.__iconData }
        }),
      )
      const unique = [...new Map(icons.map(({ data }) => [data.name, data])).values()]
      sprite = spriteOf(unique.sort((a, b) => a.name.localeCompare(b.name)))
      const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 8)
      fileName = `assets/icons-${hash}.svg`
    },
    resolveId(id) {
      return id === 'lucide-react' ? virtualId : undefined
    },
    load(id) {
      if (id !== virtualId) return undefined
      const helper = JSON.stringify(path.resolve(import.meta.dirname, '../app/lib/sprite-icon.tsx'))
      const href = JSON.stringify(`/${fileName}`)
      return [
        `import { spriteIcon } from ${helper}`,
        ...icons.map(
          ({ exportName, data }) =>
            `export const ${exportName} = /* @__PURE__ */ spriteIcon(${href}, ${JSON.stringify(data.name)})`,
        ),
      ].join('\n')
    },
    generateBundle() {
      if (this.environment.name === 'client') {
        this.emitFile({ type: 'asset', fileName, source: sprite })
      }
    },
  }
}
