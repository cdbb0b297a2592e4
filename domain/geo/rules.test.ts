import { describe, expect, it } from 'vitest'
import { distanceMeters, EARTH_RADIUS_METERS, formatKm } from './rules'

// Córdoba, plaza San Martín, and the Obispo Trejo 242 of the fake geocoder.
const PLAZA = { lat: -31.4167, lng: -64.1833 }
const TREJO = { lat: -31.4201, lng: -64.1888 }

describe('distanceMeters', () => {
  it('is zero from a point to itself and the same both ways', () => {
    expect(distanceMeters(PLAZA, PLAZA)).toBe(0)
    expect(distanceMeters(PLAZA, TREJO)).toBeCloseTo(distanceMeters(TREJO, PLAZA), 9)
  })

  it("measures along the Earth's mean radius: a degree of latitude is 111 195 m", () => {
    const north = { lat: PLAZA.lat + 1, lng: PLAZA.lng }
    expect(distanceMeters(PLAZA, north)).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_METERS, 6)
    expect(Math.round(distanceMeters(PLAZA, north))).toBe(111_195)
  })

  it('measures a short walk across the centre', () => {
    expect(Math.round(distanceMeters(PLAZA, TREJO))).toBe(644)
  })

  it('stays finite for antipodes', () => {
    const far = distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })
    expect(far).toBeCloseTo(Math.PI * EARTH_RADIUS_METERS, 3)
  })
})

describe('formatKm', () => {
  it('writes km as es-AR does, with one decimal at most', () => {
    expect(formatKm(5000)).toBe('5 km')
    expect(formatKm(2500)).toBe('2,5 km')
  })

  it('writes what Intl writes for es-AR, halves and long distances included', () => {
    const intl = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 })
    const meters = [0, 1, 49, 50, 51, 150, 1250, 12_350, 999_950, 1_234_500, 2.5e-5, 3e12]
    for (let i = 0; i < 2000; i++) meters.push(Math.random() * 10 ** (i % 8))
    for (const m of [...meters, ...meters.filter((x) => x > 0).map((x) => -x)]) {
      expect(formatKm(m)).toBe(`${intl.format(m / 1000)} km`)
    }
  })
})
