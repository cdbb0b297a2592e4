import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PRESET_CATEGORY_IMAGES, presetImageUrl, thumbnailUrl } from '../constants'
import { isPanelAddress, scriptJson } from './pages'

describe('scriptJson', () => {
  it('writes JSON that no text inside can end the script element with', () => {
    const value = { name: 'Lo de Ana </script><script>alert(1)</script>', line: 'a\u2028b' }
    const json = scriptJson(value)
    expect(json).not.toContain('</script')
    expect(json).not.toContain('\u2028')
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('thumbnailUrl', () => {
  it('gives each preset picture its small copy, which the web app serves', () => {
    for (const name of PRESET_CATEGORY_IMAGES) {
      const thumb = thumbnailUrl(presetImageUrl(name))
      expect(thumb).toBe(`/presets/${name}-thumb.webp`)
      expect(existsSync(`web/public${thumb}`), thumb).toBe(true)
    }
  })

  it('leaves any other picture as it is', () => {
    for (const url of [
      '/uploads/categories/a.webp',
      '/presets/otra.jpg',
      'https://x/presets/pastas.jpg',
    ]) {
      expect(thumbnailUrl(url)).toBe(url)
    }
  })
})

describe('isPanelAddress', () => {
  it('takes the panel, the operator console and an invitation, and no customer page', () => {
    for (const path of ['/business', '/business/home', '/admin', '/admin/login', '/invitacion/t']) {
      expect(isPanelAddress(path), path).toBe(true)
    }
    for (const path of [
      '/',
      '/login',
      '/negocio/business',
      '/businessman',
      '/administrar',
      '/pedido/1',
    ]) {
      expect(isPanelAddress(path), path).toBe(false)
    }
  })
})
