import { describe, expect, it } from 'vitest'
import { banExpiryFromDay } from './ban-expiry'

describe('banExpiryFromDay', () => {
  it('is null without a day', () => {
    expect(banExpiryFromDay(undefined)).toBeNull()
  })

  it('is the end of the chosen day in the local time zone, whatever the time picked', () => {
    const iso = banExpiryFromDay(new Date(2030, 4, 17, 9, 30))!
    const end = new Date(iso)
    expect([end.getFullYear(), end.getMonth(), end.getDate()]).toEqual([2030, 4, 17])
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999])
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})
