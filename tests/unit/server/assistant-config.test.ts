import { describe, expect, it } from 'vitest';
import { assistantFrom } from '@server/assistant-config';
import { loadConfig } from '@server/config';

describe('the assistant from the environment', () => {
  it('is off by default', () => {
    expect(assistantFrom({}, null)).toBeNull();
    expect(loadConfig({}).assistant).toBeNull();
    expect(assistantFrom({ ASSISTANT_URL: ' ', ASSISTANT_PORTAL: '0' }, null)).toBeNull();
  });

  it('takes its origin from the URL, or a matching ASSISTANT_ORIGIN, and is for admins unless ASSISTANT_PORTAL', () => {
    expect(assistantFrom({ ASSISTANT_URL: 'https://help.example.com/chat#x' }, null)).toEqual({
      url: 'https://help.example.com/chat#x',
      origin: 'https://help.example.com',
      portal: false,
    });
    expect(assistantFrom({ ASSISTANT_URL: 'http://localhost:4000/a', ASSISTANT_ORIGIN: 'http://localhost:4000/', ASSISTANT_PORTAL: '1' }, null)).toEqual({
      url: 'http://localhost:4000/a',
      origin: 'http://localhost:4000',
      portal: true,
    });
    expect(assistantFrom({ ASSISTANT_URL: 'https://help.example.com:443/', ASSISTANT_ORIGIN: 'https://help.example.com', ASSISTANT_PORTAL: 'true' }, null)?.portal).toBe(true);
    expect(loadConfig({ ASSISTANT_URL: 'https://help.example.com/', PUBLIC_URL: 'https://stayops.example.com' }).assistant?.origin).toBe('https://help.example.com');
  });

  it('refuses to start on a value that cannot be right, naming it', () => {
    const refused: [Record<string, string>, RegExp][] = [
      [{ ASSISTANT_URL: 'not a url' }, /ASSISTANT_URL must be a URL/],
      [{ ASSISTANT_URL: 'javascript:alert(1)' }, /ASSISTANT_URL must be http or https/],
      [{ ASSISTANT_URL: 'ftp://help.example.com/' }, /ASSISTANT_URL must be http or https/],
      [{ ASSISTANT_URL: 'https://user:pw@help.example.com/' }, /user name or password/],
      [{ ASSISTANT_URL: 'https://help.example.com/', ASSISTANT_ORIGIN: 'https://other.example.com' }, /ASSISTANT_ORIGIN .* is not the origin of ASSISTANT_URL/],
      [{ ASSISTANT_URL: 'https://help.example.com/', ASSISTANT_ORIGIN: 'http://help.example.com' }, /is not the origin/],
      [{ ASSISTANT_URL: 'https://help.example.com/', ASSISTANT_ORIGIN: 'https://help.example.com/chat' }, /origin only/],
      [{ ASSISTANT_URL: 'https://help.example.com/', ASSISTANT_ORIGIN: 'data:text/html,x' }, /ASSISTANT_ORIGIN must be http or https/],
      [{ ASSISTANT_ORIGIN: 'https://help.example.com' }, /ASSISTANT_URL is not/],
      [{ ASSISTANT_PORTAL: '1' }, /ASSISTANT_URL is not/],
      [{ ASSISTANT_URL: 'https://help.example.com/', ASSISTANT_PORTAL: 'yes' }, /ASSISTANT_PORTAL must be 1 or 0/],
    ];
    for (const [env, message] of refused) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('refuses an assistant on the app’s own host, on any port: the host’s cookies, the session’s too, go to every port', () => {
    expect(() => loadConfig({ ASSISTANT_URL: 'https://stayops.example.com:8443/chat', PUBLIC_URL: 'https://stayops.example.com' })).toThrow(/another host than the app/);
    expect(() => loadConfig({ ASSISTANT_URL: 'https://stayops.example.com/chat', PUBLIC_URL: 'https://stayops.example.com' })).toThrow(/another host/);
  });
});
