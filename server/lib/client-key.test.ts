import { describe, expect, it } from 'vitest'
import { addressKey } from './client-key'

describe('addressKey', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:a:b::/64'
    for (const address of [
      '2001:db8:a:b::1',
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0DB8:000a:000b:1234:5678:9abc:def0',
      '2001:db8:a:b:0:0:0:0',
      '2001:db8:a:b:1::',
      '2001:db8:a:b::1%eth0',
    ]) {
      expect(addressKey(address), address).toBe(key)
    }
  })

  it('keeps neighbouring /64s and other kinds of address apart', () => {
    expect(addressKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('::')).toBe('0:0:0:0::/64')
    // An IPv4-compatible (not mapped) address is an IPv6 one.
    expect(addressKey('::203.0.113.7')).toBe('0:0:0:0::/64')
    // Whatever is not an IP address (a socket path) is its own key.
    expect(addressKey('unix-socket')).toBe('unix-socket')
  })
})
