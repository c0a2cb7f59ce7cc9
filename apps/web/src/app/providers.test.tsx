import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it("gives antd-mobile's own roots (Toast, Dialog) the app's language", () => {
    render(
      <AppProviders queryClient={new QueryClient()}>
        <p>page</p>
      </AppProviders>,
    );
    expect(getDefaultConfig().locale.Dialog.ok).toBe('Oke');
  });
});
