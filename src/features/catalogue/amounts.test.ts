import { describe, expect, it } from 'vitest'

import { parseAmount } from './amounts'

describe('parseAmount: numbers as people type them (German first)', () => {
  const read: Array<[string, number]> = [
    ['3400', 3400],
    ['3.400 €', 3400],
    ['3.400€', 3400],
    ['€ 3.400', 3400],
    ['1.200,50', 1200.5],
    ['1.200,50 €', 1200.5],
    ['1200,50', 1200.5],
    ['1200,5', 1200.5],
    ['EUR 3400', 3400],
    ['3400 EUR', 3400],
    ['eur 3.400,-', 3400],
    ['3400,-', 3400],
    ['3.400,--', 3400],
    ['1.200.000', 1_200_000],
    ['1.200.000,99', 1_200_000.99],
    ['€3,400.00', 3400],
    ['€3,400.5', 3400.5],
    ['3,400', 3400],
    ['1,200,000', 1_200_000],
    ['1200.50', 1200.5],
    // The German rule: a single dot followed by exactly three digits groups thousands, in any file.
    ['3.400', 3400],
    ['3 400 €', 3400],
    ['3\u00a0400\u00a0€', 3400],
    ['0', 0],
    ['0,99', 0.99],
  ]
  it.each(read)('reads %j as %d', (input, value) => {
    expect(parseAmount(input)).toEqual({ value })
  })

  const refused = ['zwölfhundert', '12.34.5', '1.2345', '1,2,3', '3.40.000', '12.3456', '-5', '3400,', '.5', '1.200,5,0', '€', 'EUR', '1,200.000,5', '12,345,67']
  it.each(refused)('refuses %j', (input) => {
    expect(parseAmount(input)).toEqual({ error: true })
  })

  it('reads an empty cell as no amount', () => {
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('  ')).toBeNull()
  })
})
