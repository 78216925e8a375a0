/**
 * SVG path data as a pen's moves, for drawing a shape of the site's SVG (the brand's mark) where
 * there is no SVG — the PDF invoice. Reads the commands the brand's shapes use: M with its
 * implied line-tos, L, relative c, V and Z.
 */
export interface PenPath {
  /** Where the pen starts. */
  start: [x: number, y: number]
  /** Each move relative to the end of the one before: [dx, dy] for a line, six numbers for a cubic curve. */
  legs: number[][]
  /** Whether the shape is closed (Z). */
  closed: boolean
}

const token = /[MLCVZmlcvz]|-?(?:\d+\.?\d*|\.\d+)/g

/** The moves of one subpath; throws on a command it does not read, so a new shape is noticed. */
export function penPath(d: string): PenPath {
  const tokens = d.match(token) ?? []
  let index = 0
  const number = () => {
    const value = Number(tokens[index++])
    if (!Number.isFinite(value)) throw new SyntaxError(`Not SVG path data this reads: ${d}`)
    return value
  }
  const hasNumber = () => index < tokens.length && !/^[A-Za-z]$/.test(tokens[index]!)
  if (tokens[index++] !== 'M') throw new SyntaxError(`SVG path data starts with M: ${d}`)
  const start: [number, number] = [number(), number()]
  let [x, y] = start
  const legs: number[][] = []
  let closed = false
  let command = 'L'
  while (index < tokens.length) {
    if (!hasNumber()) command = tokens[index++]!
    switch (command) {
      case 'L': {
        const [nextX, nextY] = [number(), number()]
        legs.push([nextX - x, nextY - y])
        ;[x, y] = [nextX, nextY]
        break
      }
      case 'c': {
        const leg = [number(), number(), number(), number(), number(), number()]
        legs.push(leg)
        x += leg[4]!
        y += leg[5]!
        break
      }
      case 'V': {
        const nextY = number()
        legs.push([0, nextY - y])
        y = nextY
        break
      }
      case 'Z':
      case 'z':
        closed = true
        if (index < tokens.length) throw new SyntaxError(`One subpath only: ${d}`)
        break
      default:
        throw new SyntaxError(`SVG path command ${command} is not read here: ${d}`)
    }
  }
  return { start, legs, closed }
}
