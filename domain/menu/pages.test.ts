import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRESET_CATEGORY_IMAGES, presetImageUrl, thumbnailUrl } from '../constants'
import { CHECKOUT_PARTS, checkoutParts, isPanelAddress, scriptJson } from './pages'

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

describe('checkoutParts', () => {
  it('names the parts the checkout imports lazily', () => {
    const screen = readFileSync('web/features/storefront/pages/CheckoutPage.tsx', 'utf8')
    for (const part of Object.values(CHECKOUT_PARTS)) {
      expect(existsSync(`web/${part}`), part).toBe(true)
      const name = path.basename(part, '.tsx')
      expect(screen, part).toContain(`lazy(() => import('../components/${name}'))`)
    }
  })

  it('asks for the coupon always, the payment with a method, the schedule with orders for later', () => {
    const { coupon, payment, schedule } = CHECKOUT_PARTS
    const shop = (paymentMethods: ['CASH'] | [], acceptsScheduled: boolean) =>
      checkoutParts({ paymentMethods, acceptsScheduled })
    expect(shop([], false)).toEqual([coupon])
    expect(shop(['CASH'], false)).toEqual([coupon, payment])
    expect(shop([], true)).toEqual([coupon, schedule])
    expect(shop(['CASH'], true)).toEqual([coupon, payment, schedule])
  })
})
