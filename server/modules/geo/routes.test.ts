import { afterEach, describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../test/use-test-app'
import { GEO_RATE_LIMITS } from './routes'
import { errorOf } from '../../test/error-answer'

const t = useTestApp()
afterEach(() => {
  vi.restoreAllMocks()
})

const get = (url: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, ...(remoteAddress && { remoteAddress }) })

describe('GET /api/geo/autocomplete', () => {
  it('answers the places matching what was typed', async () => {
    const res = await get(`/api/geo/autocomplete?q=${encodeURIComponent('colón 1045')}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      places: [
        {
          label: 'Av. Colón 1045, Córdoba',
          street: 'Av. Colón',
          number: '1045',
          city: 'Córdoba',
          province: 'Córdoba',
          zipCode: 'X5000',
          lat: expect.any(Number),
          lng: expect.any(Number),
        },
      ],
    })
    expect((await get('/api/geo/autocomplete?q=nada%20parecido')).json()).toEqual({ places: [] })
  })

  it('passes the map position on to rank nearby places first', async () => {
    const autocomplete = vi.spyOn(t.app.adapters.geocoder, 'autocomplete')
    const res = await get('/api/geo/autocomplete?q=cordoba&lat=-31.367&lng=-64.233')
    expect(res.json().places[0].label).toBe('Av. Rafael Núñez 4624, Córdoba')
    expect(autocomplete).toHaveBeenCalledWith('cordoba', { lat: -31.367, lng: -64.233 })
  })

  it('refuses a missing, short, long or half-positioned search with a Spanish 400', async () => {
    const cases: [string, string][] = [
      ['', 'Escribí una dirección para buscar.'],
      ['?q=ab', 'Escribí al menos 3 letras de la dirección.'],
      [`?q=${'a'.repeat(121)}`, 'La búsqueda puede tener hasta 120 caracteres.'],
      ['?q=colon&lat=-31.4', 'La ubicación no es válida.'],
      ['?q=colon&lat=abc&lng=-64.1', 'La ubicación no es válida.'],
    ]
    for (const [query, message] of cases) {
      const res = await get(`/api/geo/autocomplete${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(errorOf(res)).toEqual({ error: message, code: 'VALIDATION' })
    }
  })

  it('answers no places, and logs a warning, when the provider fails', async () => {
    vi.spyOn(t.app.adapters.geocoder, 'autocomplete').mockRejectedValueOnce(
      new Error('fetch failed'),
    )
    const warn = vi.spyOn(t.app.log, 'warn')
    const res = await get('/api/geo/autocomplete?q=rondeau')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ places: [] })
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringContaining('geocoder autocomplete failed'),
    )
  })

  it('limits each IP, with a Spanish 429', async () => {
    const { max } = GEO_RATE_LIMITS.autocomplete
    for (let i = 0; i < max; i++) {
      expect((await get('/api/geo/autocomplete?q=rondeau', '10.1.1.1')).statusCode).toBe(200)
    }
    const limited = await get('/api/geo/autocomplete?q=rondeau', '10.1.1.1')
    expect(limited.statusCode).toBe(429)
    expect(errorOf(limited)).toEqual({
      error: 'Demasiados intentos. Esperá un momento y volvé a probar.',
      code: 'RATE_LIMITED',
    })
    expect((await get('/api/geo/autocomplete?q=rondeau', '10.1.1.2')).statusCode).toBe(200)
  })
})

describe('GET /api/geo/reverse', () => {
  it('answers the address at the marker', async () => {
    const res = await get('/api/geo/reverse?lat=-31.4257&lng=-64.1906')
    expect(res.statusCode).toBe(200)
    expect(res.json().place).toMatchObject({
      label: 'Belgrano 785, Córdoba',
      street: 'Belgrano',
      number: '785',
    })
  })

  it('answers a null place where there is no address', async () => {
    const res = await get('/api/geo/reverse?lat=-31.4241&lng=-64.4978')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ place: null })
  })

  it('refuses missing or impossible coordinates with a Spanish 400', async () => {
    for (const query of ['', '?lat=-31.4', '?lat=&lng=', '?lat=-95&lng=-64', '?lat=-31&lng=uno']) {
      const res = await get(`/api/geo/reverse${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(errorOf(res)).toEqual({ error: 'La ubicación no es válida.', code: 'VALIDATION' })
    }
  })

  it('answers a null place, and logs a warning, when the provider fails', async () => {
    vi.spyOn(t.app.adapters.geocoder, 'reverse').mockRejectedValueOnce(new Error('timeout'))
    const warn = vi.spyOn(t.app.log, 'warn')
    const res = await get('/api/geo/reverse?lat=-31.4257&lng=-64.1906')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ place: null })
    expect(warn).toHaveBeenCalled()
  })

  it('limits each IP, with a Spanish 429', async () => {
    const { max } = GEO_RATE_LIMITS.reverse
    for (let i = 0; i < max; i++)
      await get('/api/geo/reverse?lat=-31.4257&lng=-64.1906', '10.2.2.2')
    const limited = await get('/api/geo/reverse?lat=-31.4257&lng=-64.1906', '10.2.2.2')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe('RATE_LIMITED')
  })
})
