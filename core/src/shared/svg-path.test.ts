import { describe, expect, it } from 'vitest'
import { penPath } from './svg-path'

describe('SVG path data as a pen’s moves', () => {
  it('reads a polygon: M with implied line-tos, closed', () => {
    const { start, legs, closed } = penPath('M20 4.5 21.7 10.3 27.5 12Z')
    expect(start).toEqual([20, 4.5])
    expect(legs.map((leg) => leg.map((value) => Number(value.toFixed(6))))).toEqual([
      [1.7, 5.8],
      [5.8, 1.7],
    ])
    expect(closed).toBe(true)
  })

  it('reads relative curves and a vertical line, numbers written as short as SVG allows', () => {
    const { start, legs, closed } = penPath(
      'M8 23.2c3.9-1.9 7.9-1.9 11.2.2V33c-3.3-2.1-7.3-2.1-11.2-.2Z',
    )
    expect(start).toEqual([8, 23.2])
    expect(legs[0]).toEqual([3.9, -1.9, 7.9, -1.9, 11.2, 0.2])
    expect(legs[1]![0]).toBe(0)
    expect(legs[1]![1]).toBeCloseTo(33 - 23.4, 10)
    expect(legs[2]).toEqual([-3.3, -2.1, -7.3, -2.1, -11.2, -0.2])
    expect(closed).toBe(true)
  })

  it('refuses commands it does not read rather than drawing something else', () => {
    expect(() => penPath('M0 0a5 5 0 0 1 10 0Z')).toThrow(SyntaxError)
    expect(() => penPath('L0 0')).toThrow(SyntaxError)
  })
})
