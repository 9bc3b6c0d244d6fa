import { describe, expect, it } from 'vitest';
import { parseClockTimestamp, parseCueTimestamp } from './parse-timestamp';

describe('parseCueTimestamp', () => {
  it('reads WebVTT and SRT timestamps', () => {
    expect(parseCueTimestamp('00:00:01.500')).toBe(1.5);
    expect(parseCueTimestamp('01:02:03,004')).toBe(3723.004);
    expect(parseCueTimestamp(' 02:03.4 ')).toBe(123.4);
    expect(parseCueTimestamp('100:00:00.000')).toBe(360000);
  });

  it('reads the fixed hh:mm:ss.mmm form to the same seconds as the general pattern', () => {
    expect(parseCueTimestamp('01:02:03.456')).toBe(1 * 3600 + 2 * 60 + 3 + 456 / 1000);
    expect(parseCueTimestamp('99:59:59.999')).toBe(99 * 3600 + 59 * 60 + 59 + 999 / 1000);
    for (const bad of ['00:60:00.000', '00:00:60.000', '0a:00:00.000', '00:00:00.00x', '00:00:00:000'])
      expect(parseCueTimestamp(bad)).toBeUndefined();
  });

  it('refuses what is not a timestamp', () => {
    for (const bad of [
      '',
      '1.5',
      '00:60:00.000',
      '00:00:61.000',
      'NaN:00:00',
      '00:00:01.5000',
      '-00:00:01.000',
      '1e3:00:00',
    ]) {
      expect(parseCueTimestamp(bad)).toBeUndefined();
    }
  });
});

describe('parseClockTimestamp', () => {
  it('reads clock times people write', () => {
    expect(parseClockTimestamp('0:00')).toBe(0);
    expect(parseClockTimestamp('12:34')).toBe(754);
    expect(parseClockTimestamp('1:02:03')).toBe(3723);
    expect(parseClockTimestamp('125:30')).toBe(7530);
    expect(parseClockTimestamp('0:05.5')).toBe(5.5);
  });

  it('refuses what is not a clock time', () => {
    for (const bad of ['', '12', '1:60', '1:61:00', 'a:bc', '12:34pm'])
      expect(parseClockTimestamp(bad)).toBeUndefined();
  });
});
