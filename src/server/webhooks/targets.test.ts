import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itAll, itCases } from '@/test/cases';
import { postWebhook } from './send';
import { blockedAddressRange, targetUrlProblem } from './targets';

describe('blockedAddressRange', () => {
  itCases('refuses %s (%s)', blockedAddressRange, [
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:7f00:1', 'ipv4Mapped'],
    ['::ffff:169.254.169.254', 'ipv4Mapped'],
    ['::7f00:1', 'ipv4Compatible'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
  ]);

  itAll('accepts the public address %s', blockedAddressRange, null, [
    '1.1.1.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80e::200e',
  ]);

  it('calls a name or garbage invalid', () => {
    expect(blockedAddressRange('example.com')).toBe('invalid');
  });
});

describe('targetUrlProblem', () => {
  const strict = { allowHttp: false, allowPrivate: false };
  const open = { allowHttp: true, allowPrivate: true };

  it('accepts a public https URL', () => {
    expect(targetUrlProblem('https://hooks.example.com/in?x=1', strict)).toBeNull();
  });

  it('refuses other schemes, credentials, and http unless allowed', () => {
    expect(targetUrlProblem('ftp://example.com/x', open)).toMatch(/https/);
    expect(targetUrlProblem('http://example.com/x', strict)).toMatch(/https/);
    expect(targetUrlProblem('http://example.com/x', { ...strict, allowHttp: true })).toBeNull();
    expect(targetUrlProblem('https://user:pw@example.com/', open)).toMatch(/password/);
    expect(targetUrlProblem('not a url', open)).toMatch(/full URL/);
  });

  it('refuses private addresses written as IPs (any notation) unless allowed', () => {
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.1/',
      'https://2130706433/',
      'https://0x7f.0.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://localhost/',
      'https://api.localhost/',
    ])
      expect(targetUrlProblem(url, strict), url).toMatch(/private/);
    expect(targetUrlProblem('http://127.0.0.1:8080/', open)).toBeNull();
  });
});

describe('postWebhook', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      req.resume();
      req.on('end', () => {
        if (req.url === '/slow') return; // never answers
        res.writeHead(req.url === '/redirect' ? 302 : 204, { location: 'http://example.com/' });
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('refuses loopback targets, by IP in any form or by name, without connecting', async () => {
    const before = hits;
    const opts = { timeoutMs: 2000, allowPrivate: false };
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', 'localhost', '[::1]'])
      await expect(postWebhook(`http://${host}:${port}/`, '{}', {}, opts), host).rejects.toThrow();
    expect(hits).toBe(before);
  });

  it('posts when private targets are allowed, and follows no redirect', async () => {
    const opts = { timeoutMs: 2000, allowPrivate: true };
    await expect(postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, opts)).resolves.toMatchObject({
      status: 204,
    });
    await expect(
      postWebhook(`http://127.0.0.1:${port}/redirect`, '{}', {}, opts),
    ).resolves.toMatchObject({ status: 302 });
  });

  it('gives up after the timeout', async () => {
    const opts = { timeoutMs: 200, allowPrivate: true };
    await expect(postWebhook(`http://127.0.0.1:${port}/slow`, '{}', {}, opts)).rejects.toThrow(
      /Timed out/,
    );
  });
});
