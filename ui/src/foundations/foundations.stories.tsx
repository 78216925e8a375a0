import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, within } from 'storybook/test'
import { contrastGrade, contrastRatio, toHex } from './colour'
import {
  fontFamily,
  fontWeights,
  pageWidth,
  palettes,
  radii,
  shadows,
  spacingSteps,
  spacingUnit,
  typeScale,
} from './tokens'

/**
 * The theme every page and component is built from — colours, type, spacing, corners and
 * shadows — generated from `tailwind.config.ts` and Tailwind's defaults, so what is shown here
 * is what the site renders. Contrast ratios follow WCAG 2.2: 4.5:1 for body text (AA), 3:1 for
 * large text and controls, 7:1 for AAA.
 */
const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const white = '#ffffff'
const ink = palettes[0]!.colours.find((token) => token.name === 'brand-950')!.value

function Section({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="max-w-6xl font-sans text-slate-800">
      <h2 className="text-2xl font-bold tracking-tight text-brand-950">{title}</h2>
      <p className="mt-1 max-w-3xl text-slate-600">{lead}</p>
      <div className="mt-6">{children}</div>
    </section>
  )
}

function Ratio({ against, value, label }: { against: string; value: string; label: string }) {
  const ratio = contrastRatio(value, against)
  const grade = contrastGrade(ratio)
  return (
    <div className="flex items-center justify-between gap-2 text-xs">
      <span className="text-slate-600">{label}</span>
      <span className="font-mono tabular-nums">
        {ratio.toFixed(2)}:1{' '}
        <span
          className={
            grade === 'Fail'
              ? 'rounded bg-slate-100 px-1 text-slate-700'
              : 'rounded bg-emerald-50 px-1 font-semibold text-emerald-800'
          }
        >
          {grade}
        </span>
      </span>
    </div>
  )
}

/** Each palette with every step, its hex value and its contrast with white and with brand-950. */
export const Colours: Story = {
  render: () => (
    <Section
      title="Colour"
      lead="Three palettes. Text on white uses brand-600 or darker and slate-600 or darker; on dark bands, white or brand-100/200."
    >
      <div className="space-y-10">
        {palettes.map((palette) => (
          <div key={palette.name}>
            <h3 className="text-lg font-semibold text-brand-950">{palette.name}</h3>
            <p className="text-sm text-slate-600">{palette.use}</p>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {palette.colours.map((colour) => {
                const onWhite = contrastRatio(colour.value, white)
                const textColour = onWhite >= contrastRatio(colour.value, ink) ? white : ink
                return (
                  <li
                    key={colour.name}
                    data-colour={colour.name}
                    className="overflow-hidden rounded-lg ring-1 ring-slate-200"
                  >
                    <div
                      className="flex h-16 items-end p-2 text-2xl font-bold"
                      style={{ backgroundColor: colour.value, color: textColour }}
                    >
                      Aa
                    </div>
                    <div className="space-y-1 bg-white p-2">
                      <p className="text-sm font-semibold">{colour.name}</p>
                      <p className="font-mono text-xs text-slate-600">{toHex(colour.value)}</p>
                      <Ratio against={white} value={colour.value} label="on white" />
                      <Ratio against={ink} value={colour.value} label="on brand-950" />
                    </div>
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector<HTMLElement>('[data-colour="brand-600"]')!
    await expect(within(element).getByText('#4654c2')).toBeVisible()
    // brand-600 is the lightest brand colour the theme allows for text on white: AA at least.
    const onWhite = contrastRatio('#4654c2', white)
    await expect(onWhite).toBeGreaterThanOrEqual(4.5)
    await expect(element).toHaveTextContent(`on white${onWhite.toFixed(2)}:1 AA`)
    await expect(canvasElement.querySelectorAll('[data-colour]')).toHaveLength(33)
  },
}

/** The type scale: Tailwind's steps and the display sizes of heroes and page titles. */
export const Typography: Story = {
  render: () => (
    <Section
      title="Type"
      lead={`One family, Inter (variable), with system fonts as fallbacks: ${fontFamily}.`}
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Type scale</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Token
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Size / line height
            </th>
            <th scope="col" className="py-2 font-semibold">
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {typeScale.map((token) => (
            <tr key={token.name} className="border-b border-slate-100 align-baseline">
              <th scope="row" className="py-3 pr-4 font-mono text-sm font-normal">
                {token.name}
              </th>
              <td className="py-3 pr-4 font-mono text-xs whitespace-nowrap text-slate-600">
                {token.size}rem ({token.size * 16}px) / {token.lineHeight}
              </td>
              <td
                className="py-3 text-brand-950"
                style={{
                  fontSize: `${token.size}rem`,
                  lineHeight: token.lineHeight,
                  letterSpacing: token.letterSpacing,
                }}
              >
                Empowering Future Leaders
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className="mt-8 text-lg font-semibold text-brand-950">Weights</h3>
      <ul className="mt-2 flex flex-wrap gap-6 text-xl text-brand-950">
        {fontWeights.map((weight) => (
          <li key={weight.name} style={{ fontWeight: weight.weight }}>
            {weight.name} <span className="font-mono text-xs text-slate-600">{weight.weight}</span>
          </li>
        ))}
      </ul>
    </Section>
  ),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row')
    await expect(rows).toHaveLength(typeScale.length + 1)
    await expect(canvas.getByRole('rowheader', { name: 'text-display-lg' })).toBeVisible()
  },
}

/** The spacing scale: every padding, margin and gap is a multiple of one unit. */
export const Spacing: Story = {
  render: () => (
    <Section
      title="Spacing"
      lead={`Every padding, margin and gap is a multiple of ${spacingUnit}rem (${spacingUnit * 16}px). Sections are spaced py-16 / sm:py-20 / lg:py-24; content is at most ${pageWidth} wide.`}
    >
      <ul className="space-y-2">
        {spacingSteps.map((step) => (
          <li key={step} className="flex items-center gap-4">
            <span className="w-16 font-mono text-sm">{step}</span>
            <span className="w-20 font-mono text-xs text-slate-600">
              {step * spacingUnit * 16}px
            </span>
            <span
              aria-hidden="true"
              className="h-4 rounded-sm bg-brand-500"
              style={{ width: `${step * spacingUnit}rem` }}
            />
          </li>
        ))}
      </ul>
    </Section>
  ),
}

/** Corner radii: controls md, cards 2xl, badges and pills full. */
export const Radii: Story = {
  render: () => (
    <Section
      title="Corners"
      lead="Buttons and fields use rounded-md, cards rounded-2xl, panels rounded-xl."
    >
      <ul className="flex flex-wrap gap-6">
        {radii.map((radius) => (
          <li key={radius.name} className="text-center">
            <div
              aria-hidden="true"
              className="size-24 bg-brand-100 ring-1 ring-brand-300"
              style={{ borderRadius: radius.value }}
            />
            <p className="mt-2 font-mono text-sm">{radius.name}</p>
            <p className="font-mono text-xs text-slate-600">{radius.value}</p>
          </li>
        ))}
      </ul>
    </Section>
  ),
}

/** Shadows: Tailwind's steps and the theme's own card shadows, tinted with brand-950. */
export const Shadows: Story = {
  render: () => (
    <Section
      title="Shadows"
      lead="Cards rest on shadow-card and lift to shadow-card-hover; dialogs use shadow-card-hover too."
    >
      <ul className="grid grid-cols-2 gap-8 bg-slate-50 p-8 sm:grid-cols-4">
        {shadows.map((shadow) => (
          <li key={shadow.name}>
            <div
              aria-hidden="true"
              className="h-24 rounded-xl bg-white"
              style={{ boxShadow: shadow.value }}
            />
            <p className="mt-3 font-mono text-sm">{shadow.name}</p>
          </li>
        ))}
      </ul>
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('shadow-card')).toBeVisible()
    await expect(canvas.getByText('shadow-card-hover')).toBeVisible()
  },
}
