import { describe, expect, it } from 'vitest';
import { deviceOf, hostOf, localeOf, pageReaderOf, readerKey } from './pageReader';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('deviceOf', () => {
  it('says phone for a phone user agent or a browser that says it is mobile', () => {
    expect(deviceOf({ 'user-agent': IPHONE })).toBe('phone');
    expect(deviceOf({ 'user-agent': ANDROID_PHONE })).toBe('phone');
    expect(deviceOf({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' })).toBe('phone');
  });

  it('says desktop otherwise, also for a tablet, a browser that says it is not mobile, or no headers', () => {
    expect(deviceOf({ 'user-agent': DESKTOP })).toBe('desktop');
    expect(deviceOf({ 'user-agent': ANDROID_TABLET })).toBe('desktop');
    expect(deviceOf({ 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
    expect(deviceOf({ 'sec-ch-ua-mobile': '1' })).toBe('desktop');
    expect(deviceOf({})).toBe('desktop');
  });
});

describe('localeOf', () => {
  it('takes the first language Intl knows, written as Intl writes it', () => {
    expect(localeOf({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr-CA');
    expect(localeOf({ 'accept-language': 'de' })).toBe('de');
    expect(localeOf({ 'accept-language': 'EN-gb' })).toBe('en-GB');
    expect(localeOf({ 'accept-language': ' pt-BR ; q=1 , en' })).toBe('pt-BR');
    expect(localeOf({ 'accept-language': 'xx, ja' })).toBe('ja');
  });

  it('ranks by q-value, keeping the order among equals, and never picks a refused language', () => {
    expect(localeOf({ 'accept-language': 'en;q=0.1, fr;q=0.9, de;q=0.5' })).toBe('fr');
    expect(localeOf({ 'accept-language': 'it;q=0.5, es;q=0.5' })).toBe('it');
    expect(localeOf({ 'accept-language': 'fr;q=0, de' })).toBe('de');
    expect(localeOf({ 'accept-language': 'fr;q=0' })).toBe('en-US');
    expect(localeOf({ 'accept-language': 'fr;q=abc, nl' })).toBe('nl');
  });

  it('falls back to en-US for none, `*` and garbage', () => {
    for (const value of [undefined, '', '*', '*;q=1', 'x-private', 'i-klingon', 'xx', '"><script>', 'en_US', 'a'.repeat(300), ',,;;q=', ';q=1']) {
      expect(localeOf({ 'accept-language': value }), String(value)).toBe('en-US');
    }
  });
});

describe('hostOf', () => {
  it('keeps the name of the Host header, lowercased, without its port', () => {
    expect(hostOf({ host: 'riley.example' })).toBe('riley.example');
    expect(hostOf({ host: 'Riley.Example:8080' })).toBe('riley.example');
    expect(hostOf({ host: '127.0.0.1:3000' })).toBe('127.0.0.1');
  });

  it('keeps an IPv6 address in its brackets, with or without a port', () => {
    expect(hostOf({ host: '[::1]' })).toBe('[::1]');
    expect(hostOf({ host: '[::1]:8080' })).toBe('[::1]');
    expect(hostOf({ host: '[2001:DB8::1]:443' })).toBe('[2001:db8::1]');
  });

  it('says localhost for no host and for anything that is not a host name', () => {
    const hostile = ['', '::1', '[::1', '[::1;rm -rf]', '"><script>alert(1)</script>', 'evil.example/path', 'a b', 'riley.example\u0000', `${'a'.repeat(254)}`, '[<img>]'];
    expect(hostOf({})).toBe('localhost');
    for (const host of hostile) expect(hostOf({ host }), host).toBe('localhost');
  });
});

describe('pageReaderOf', () => {
  it('reads all three, and keys a reader by them', () => {
    const reader = pageReaderOf({ 'user-agent': IPHONE, 'accept-language': 'de-DE', host: 'riley.example:443' });
    expect(reader).toEqual({ device: 'phone', locale: 'de-DE', host: 'riley.example' });
    expect(readerKey(reader)).toBe('phone de-DE riley.example');
  });
});
