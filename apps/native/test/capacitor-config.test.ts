import { NATIVE_APP_USER_AGENT_MARK } from '@lahap/contract/bridge';
import { describe, expect, it } from 'vitest';
import config from '../capacitor.config.js';

describe('the shell config', () => {
  it('marks the webview’s user agent as the server looks for it', () => {
    expect(config.appendUserAgent).toBe(NATIVE_APP_USER_AGENT_MARK);
  });
});
