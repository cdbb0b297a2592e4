import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { Directory } from './directory'

// remember() reads nothing from the database: a directory with none is enough.
const directory = () => new Directory(null as unknown as Db)

describe('Directory.remember', () => {
  it('makes an answer once and shares it with every caller of the same key', async () => {
    const d = directory()
    let makings = 0
    const make = async () => `answer ${++makings}`
    const [a, b] = await Promise.all([d.remember('k', make), d.remember('k', make)])
    expect([a, b, await d.remember('k', make)]).toEqual(['answer 1', 'answer 1', 'answer 1'])
    expect(await d.remember('other', make)).toBe('answer 2')
    expect(d.answersMade).toBe(2)
  })

  it('keeps no failed making: the next caller makes the answer again', async () => {
    const d = directory()
    await expect(d.remember('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await d.remember('k', async () => 'answer')).toBe('answer')
    expect(d.answersMade).toBe(2)
  })
})
