import { NOT_FOUND_PATH, pageList } from '@app/core'
import { kib, measureFirstLoad } from './first-load'
import { siteDir } from './support'

/** What a visitor downloads before each prerendered page is interactive (gzip -9, deterministic). */
export function run() {
  console.log('\nFirst load per page (gzip level 9, from site/build/client)')
  console.log('page'.padEnd(44), 'JS'.padStart(10), 'CSS'.padStart(10), '  files')
  for (const path of [...pageList.filter((p) => p.prerender).map((p) => p.path), NOT_FOUND_PATH]) {
    const load = measureFirstLoad(siteDir, path)
    console.log(
      path.padEnd(44),
      kib(load.jsGzipBytes).padStart(10),
      kib(load.cssGzipBytes).padStart(10),
      ` ${load.files.length}`,
    )
  }
}
