import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_CONFIG_META_NAME,
  DEMO_CLIENT_CONFIG,
  getClientConfig,
  resetClientConfig,
} from './client-config';

function setMeta(content: string): void {
  const meta = document.createElement('meta');
  meta.name = CLIENT_CONFIG_META_NAME;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  resetClientConfig();
});

describe('getClientConfig', () => {
  it('reads the credentials the server injected', () => {
    setMeta('{"appKey":"prod-key","appSecret":"prod-secret","demo":false}');
    expect(getClientConfig()).toEqual({ appKey: 'prod-key', appSecret: 'prod-secret', demo: false });
  });

  it('reads the ordering host when it is a web address, and leaves out anything else', () => {
    setMeta('{"appKey":"k","appSecret":"s","demo":false,"orderingHost":"https://order.example.co.id"}');
    expect(getClientConfig().orderingHost).toBe('https://order.example.co.id');
    resetClientConfig();
    document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
    setMeta('{"appKey":"k","appSecret":"s","demo":false,"orderingHost":"javascript:alert(1)"}');
    expect(getClientConfig()).toEqual({ appKey: 'k', appSecret: 's', demo: false });
  });

  it('falls back to the demo values without the meta tag', () => {
    expect(getClientConfig()).toEqual({
      appKey: 'lahap-web',
      appSecret: 'lahap-demo-app-secret',
      demo: true,
    });
  });

  it.each(['not json', '{"appKey":"k"}', '{"appKey":1,"appSecret":"s"}', '%APP_CONFIG%'])(
    'falls back to the demo values for unusable content %s',
    (content) => {
      setMeta(content);
      expect(getClientConfig()).toEqual(DEMO_CLIENT_CONFIG);
    },
  );
});
