import { CONSENT_COOKIE } from '@lahap/contract/analytics/context';
import { CONSENT_NOTICE_TEXTS, FIRST_PAINT_NOTICE_ID } from '@lahap/contract/first-paint';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import List from 'antd-mobile/es/components/list';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { i18n } from '../i18n/i18n';
import { LOCAL_KEYS } from '../storage/keys';
import { showToast } from '../ui/toast';
import { readConsentChoice, useConsentStore } from './consent';
import { ConsentNoticeHost } from './consent-notice-host';
import { ConsentSettingItem } from './consent-setting';
import { connectTracker, resetTracking, type TrackedCall } from './track';

// The real toast loads antd-mobile's on first use, which would outlive a test that ends at once.
vi.mock('../ui/toast', () => ({ showToast: vi.fn() }));

const at = i18n.getFixedT('id-ID', 'analytics');
const texts = CONSENT_NOTICE_TEXTS['id-ID'];

/** The answer this device has told the server, if any. */
const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);

/** The server's drawing of the notice, as the page's HTML has it before the app runs. */
function addDrawnNotice(): void {
  const drawn = document.createElement('section');
  drawn.id = FIRST_PAINT_NOTICE_ID;
  document.body.prepend(drawn);
}
let calls: TrackedCall[];

/** A page load: the consent store reads what this device stored. */
function load() {
  useConsentStore.setState({ choice: readConsentChoice() });
  return render(
    <MemoryRouter>
      <main>
        <p>page</p>
      </main>
      <ConsentNoticeHost />
    </MemoryRouter>,
  );
}

/** Long enough for the page's load and an idle moment to have come. */
const afterIdle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
  document.getElementById(FIRST_PAINT_NOTICE_ID)?.remove();
  resetTracking();
  calls = [];
  connectTracker((call) => calls.push(call));
});

describe('the consent notice', () => {
  it('shows on the first visit, beside the page rather than over it, and named by its title', async () => {
    load();
    const notice = await screen.findByTestId('consent-notice');
    expect(screen.getByRole('region', { name: texts.title })).toBe(notice);
    expect(screen.getByRole('button', { name: texts.accept })).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.deny })).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.privacy }).getAttribute('href')).toBe(
      paths.privacyPolicy.getHref(),
    );
    // Nothing is hidden from assistive technology behind it: the page stays usable.
    expect(screen.getByText('page').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('stores Accept, records the choice under it, and does not show again', async () => {
    const first = load();
    fireEvent.click(await screen.findByTestId('consent-accept'));
    expect(localStorage.getItem(LOCAL_KEYS.analyticsConsent)).toBe('granted');
    // The server is told too, so its next page does not draw the notice.
    expect(consentCookie()).toBe('granted');
    await waitFor(() => expect(screen.queryByTestId('consent-notice')).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      name: 'consent_choice',
      props: { choice: 'granted' },
      consent: 'granted',
    });

    first.unmount();
    load();
    await afterIdle();
    expect(screen.queryByTestId('consent-notice')).toBeNull();
  });

  it('stores "only anonymous counts", and the choice itself goes anonymously', async () => {
    load();
    fireEvent.click(await screen.findByTestId('consent-deny'));
    expect(localStorage.getItem(LOCAL_KEYS.analyticsConsent)).toBe('denied');
    expect(consentCookie()).toBe('denied');
    expect(calls.at(-1)).toMatchObject({
      name: 'consent_choice',
      props: { choice: 'denied' },
      consent: 'denied',
    });
  });

  it('takes the place of the server’s drawing at its first render', () => {
    addDrawnNotice();
    load();
    // In the same commit: no frame shows both, or neither.
    expect(document.getElementById(FIRST_PAINT_NOTICE_ID)).toBeNull();
    expect(screen.getByTestId('consent-notice')).toBeTruthy();
  });

  it('puts the server’s drawing away on a device that has answered, and tells the server it has', () => {
    // Answered before the server could be told: the stored answer alone.
    localStorage.setItem(LOCAL_KEYS.analyticsConsent, 'granted');
    addDrawnNotice();
    load();
    expect(document.getElementById(FIRST_PAINT_NOTICE_ID)).toBeNull();
    expect(screen.queryByTestId('consent-notice')).toBeNull();
    expect(consentCookie()).toBe('granted');
  });

  it('tells the server nothing while the customer has not answered', () => {
    load();
    expect(consentCookie()).toBeUndefined();
  });
});

describe('the Analytics row of the account', () => {
  function renderRow() {
    useConsentStore.setState({ choice: readConsentChoice() });
    return render(
      <List>
        <ConsentSettingItem />
      </List>,
    );
  }

  it('says anonymous before any choice, and changes the stored choice', async () => {
    renderRow();
    expect(screen.getByTestId('consent-setting-value').textContent).toBe(at('setting.denied'));

    fireEvent.click(screen.getByTestId('consent-setting'));
    fireEvent.click(await screen.findByTestId('consent-option-granted'));
    expect(localStorage.getItem(LOCAL_KEYS.analyticsConsent)).toBe('granted');
    expect(screen.getByTestId('consent-setting-value').textContent).toBe(at('setting.granted'));
    expect(calls.at(-1)).toMatchObject({ name: 'consent_choice', props: { choice: 'granted' } });
    expect(showToast).toHaveBeenLastCalledWith(at('setting.saved'));

    fireEvent.click(screen.getByTestId('consent-setting'));
    fireEvent.click(await screen.findByTestId('consent-option-denied'));
    expect(localStorage.getItem(LOCAL_KEYS.analyticsConsent)).toBe('denied');
    expect(screen.getByTestId('consent-setting-value').textContent).toBe(at('setting.denied'));
  });

  it('a choice made in the account puts the notice away', async () => {
    useConsentStore.setState({ choice: null });
    render(
      <MemoryRouter>
        <ConsentNoticeHost />
        <List>
          <ConsentSettingItem />
        </List>
      </MemoryRouter>,
    );
    await screen.findByTestId('consent-notice');
    fireEvent.click(screen.getByTestId('consent-setting'));
    fireEvent.click(await screen.findByTestId('consent-option-denied'));
    await waitFor(() => expect(screen.queryByTestId('consent-notice')).toBeNull());
    expect(localStorage.getItem(LOCAL_KEYS.analyticsConsent)).toBe('denied');
  });
});
