/**
 * `npm run brand-assets`: draws the site's icons and share image from the brand — the mark of
 * ui/'s Logo in the theme's colours, the name and tagline from core/ — and writes them to
 * site/public, where they are committed. Run it again after changing the mark, the colours or
 * the name. Uses Debian's Chromium (CHROMIUM_PATH) and nothing from the network.
 *
 *   favicon.svg           the mark, for browsers that draw SVG icons
 *   favicon.ico           16, 32 and 48 px PNGs in one .ico, for everything else
 *   apple-touch-icon.png  180 px, full bleed (iOS rounds the corners itself)
 *   icon-192.png, icon-512.png   the web app manifest's icons
 *   og-image.png          1200 × 630, the image shown when a page is shared
 */
import { writeFile } from 'node:fs/promises'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brand, brandMark, pages, palette, paletteHex, shareImage, siteIcons } from '@app/core'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('..', import.meta.url))
const publicDir = path.join(root, 'site/public')
const colours = palette

/** The brand's mark (core's brandMark) as an SVG document. */
function markSvg(options: { rounded: boolean; padding?: number } = { rounded: true }): string {
  const pad = options.padding ?? 0
  const size = brandMark.size + pad * 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${size} ${size}">`,
    `<rect x="${-pad}" y="${-pad}" width="${size}" height="${size}" rx="${options.rounded ? brandMark.tile.radius : 0}" fill="${paletteHex(brandMark.tile.colour)}"/>`,
    ...brandMark.shapes.map(({ d, colour }) => `<path d="${d}" fill="${paletteHex(colour)}"/>`),
    '</svg>',
  ].join('')
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const interFont = pathToFileURL(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ),
).href

function shareImageHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url('${interFont}') format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: ${shareImage.width}px; height: ${shareImage.height}px; font-family: Inter, sans-serif; color: #fff;
  background: linear-gradient(100deg, ${colours.brand[950]} 0%, ${colours.brand[900]} 100%); position: relative; overflow: hidden; }
.glow { position: absolute; top: -180px; right: -120px; width: 620px; height: 620px; border-radius: 50%;
  background: radial-gradient(circle, ${colours.brand[600]}66 0%, transparent 70%); }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 14px;
  background: linear-gradient(90deg, ${colours.accent[400]}, ${colours.accent[300]} 60%, transparent); }
main { position: absolute; inset: 84px 96px 96px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 28px; }
.brand svg { width: 112px; height: 112px; }
.name { font-size: 58px; font-weight: 800; letter-spacing: -0.025em; line-height: 1.05; }
.tagline { margin-top: 10px; font-size: 30px; font-weight: 600; color: ${colours.accent[300]}; }
h1 { margin-top: auto; font-size: 54px; font-weight: 700; letter-spacing: -0.02em; line-height: 1.12; max-width: 900px; text-wrap: balance; }
.place { margin-top: 24px; font-size: 26px; color: ${colours.brand[200]}; }
</style></head><body><div class="glow"></div><main>
<div class="brand">${markSvg()}<div><p class="name">${escapeHtml(brand.name)}</p><p class="tagline">${escapeHtml(brand.tagline)}</p></div></div>
<h1>${escapeHtml(pages.home.title)}</h1>
<p class="place">${escapeHtml(`${brand.headOffice.locality}, ${brand.headOffice.country}`)}</p>
</main><div class="bar"></div></body></html>`
}

/** PNG images in one .ico file (the PNG-in-ICO form every current browser reads). */
function icoOf(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, png }, index) => {
    const entry = 6 + index * 16
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt8(0, entry + 2)
    header.writeUInt8(0, entry + 3)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(png.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += png.length
  })
  return Buffer.concat([header, ...images.map((image) => image.png)])
}

const work = mkdtempSync(path.join(tmpdir(), 'brand-assets-'))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const page = await browser.newPage()

  /** Draws an SVG at size × size pixels, transparent around its shape. */
  async function renderSvg(svg: string, size: number): Promise<Buffer> {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<!doctype html><style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    )
    return page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    })
  }

  const svg = markSvg()
  await writeFile(path.join(publicDir, siteIcons.svg.path), `${svg}\n`)
  const ico = []
  for (const size of [16, 32, 48]) ico.push({ size, png: await renderSvg(svg, size) })
  await writeFile(path.join(publicDir, siteIcons.favicon.path), icoOf(ico))
  await writeFile(
    path.join(publicDir, siteIcons.appleTouch.path),
    await renderSvg(markSvg({ rounded: false, padding: 4 }), 180),
  )
  await writeFile(path.join(publicDir, siteIcons.app192.path), await renderSvg(svg, 192))
  await writeFile(path.join(publicDir, siteIcons.app512.path), await renderSvg(svg, 512))

  // A file of its own, so the page may load the font from node_modules.
  const htmlFile = path.join(work, 'og-image.html')
  writeFileSync(htmlFile, shareImageHtml())
  await page.setViewportSize({ width: shareImage.width, height: shareImage.height })
  await page.goto(pathToFileURL(htmlFile).href)
  await page.evaluate('document.fonts.ready')
  await writeFile(path.join(publicDir, shareImage.path), await page.screenshot({ type: 'png' }))
  console.log(`Icons and share image written to ${path.relative(root, publicDir)}/`)
} finally {
  await browser.close()
  rmSync(work, { recursive: true, force: true })
}
