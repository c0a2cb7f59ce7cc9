import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { getDeviceId } from '@/shared/device/device-id';
import { readEquipmentIds } from '@/shared/device/equipment-ids';
import { getSessionId } from '@/shared/device/session-id';
import {
  readSimulatedLocationSetting,
  writeSimulatedLocationSetting,
} from '@/shared/location/simulated-location';
import { useSessionStore } from '@/shared/session/session-store';
import { loadDialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { NavBar } from '@/shared/ui/nav-bar';
import { SkeletonBlock } from '@/shared/ui/skeleton';
import { showToast } from '@/shared/ui/toast';
import { useDevOptionStores } from '../api/query-dev-option-stores';
import { COORDINATE_PRESETS, parseCoordinates, type CoordinateError } from '../model/dev-coordinates';
import { startDebugConsole } from '@/shared/dev-options/dev-debug-console';
import { useDevOptionsStore } from '@/shared/dev-options/dev-options-store';
import cardList from '@/shared/ui/card-list.module.css';
import styles from './developer-options-page.module.css';

const ACCOUNT_TAB = paths.homeTab.getHref('account');

/** Developer options (spec §6): debug switches, simulated coordinates, store shortcuts, ids. */
export default function DeveloperOptionsPage() {
  const { t } = useTranslation('developer');
  const navigate = useNavigate();
  const enabled = useDevOptionsStore((state) => state.enabled);

  if (!enabled) return <Navigate to={ACCOUNT_TAB} replace />;

  const turnOff = async () => {
    const Dialog = await loadDialog();
    const confirmed = await Dialog.confirm({
      content: t('options.turnOffConfirm'),
      confirmText: t('options.turnOff'),
      cancelText: t('actions.cancel', { ns: 'common' }),
    });
    if (!confirmed) return;
    useDevOptionsStore.getState().disable();
    void navigate(ACCOUNT_TAB, { replace: true });
  };

  return (
    <main data-testid="developer-options-page" className={styles.page}>
      <NavBar title={t('options.title')} />
      <DebugSwitches />
      <SimulatedLocationForm />
      <StoreShortcuts />
      <IdList />
      <div className={styles.actions}>
        <Button
          block
          shape="rounded"
          color="primary"
          fill="outline"
          onClick={() => void navigate(paths.developerDebug.getHref())}
          data-testid="developer-open-debug"
        >
          {t('options.openDebugPage')}
        </Button>
        <Button
          block
          shape="rounded"
          className={styles.danger}
          onClick={() => void turnOff()}
          data-testid="developer-turn-off"
        >
          {t('options.turnOff')}
        </Button>
      </div>
    </main>
  );
}

function DebugSwitches() {
  const { t } = useTranslation('developer');
  const debugConsole = useDevOptionsStore((state) => state.debugConsole);
  const remoteDebug = useDevOptionsStore((state) => state.remoteDebug);
  const toggleConsole = (on: boolean) => {
    useDevOptionsStore.getState().setDebugConsole(on);
    // Switching on shows the console now; switching off takes effect on the next start.
    if (on) void startDebugConsole();
    else showToast(t('options.reloadToApply'));
  };
  return (
    <List className={cardList.cardList} header={t('options.debugSection')}>
      <List.Item
        description={t('options.debugConsoleHint')}
        extra={
          <Switch checked={debugConsole} onChange={toggleConsole} data-testid="developer-debug-console" />
        }
      >
        {t('options.debugConsole')}
      </List.Item>
      <List.Item
        description={t('options.remoteDebugHint')}
        extra={
          <Switch
            checked={remoteDebug}
            onChange={(on) => useDevOptionsStore.getState().setRemoteDebug(on)}
            data-testid="developer-remote-debug"
          />
        }
      >
        {t('options.remoteDebug')}
      </List.Item>
    </List>
  );
}

function SimulatedLocationForm() {
  const { t } = useTranslation('developer');
  const [stored, setStored] = useState(readSimulatedLocationSetting);
  const [latitude, setLatitude] = useState(stored ? String(stored.latitude) : '');
  const [longitude, setLongitude] = useState(stored ? String(stored.longitude) : '');
  const [errors, setErrors] = useState<{ latitude?: CoordinateError; longitude?: CoordinateError }>({});
  const enabled = stored?.enabled === true;

  /** Validates the fields and stores them with the given switch state; false when invalid. */
  const save = (on: boolean): boolean => {
    const parsed = parseCoordinates(latitude, longitude);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return false;
    }
    setErrors({});
    const setting = { enabled: on, ...parsed.coordinates };
    if (!writeSimulatedLocationSetting(setting)) {
      showToast(t('location.saveFailed'));
      return false;
    }
    setStored(setting);
    return true;
  };

  return (
    <List className={cardList.cardList} header={t('location.section')}>
      <List.Item
        description={t('location.hint')}
        extra={
          <Switch
            checked={enabled}
            onChange={(on) => {
              if (!on && !stored) return;
              if (save(on)) showToast(on ? t('location.on') : t('location.off'));
            }}
            data-testid="developer-location-switch"
          />
        }
      >
        {t('location.switch')}
      </List.Item>
      <List.Item
        title={t('location.latitude')}
        description={
          errors.latitude && <span className={styles.error}>{t(`location.${errors.latitude}`)}</span>
        }
      >
        <Input
          value={latitude}
          onChange={setLatitude}
          inputMode="decimal"
          placeholder={t('location.latitudePlaceholder')}
          aria-label={t('location.latitude')}
          data-testid="developer-latitude"
        />
      </List.Item>
      <List.Item
        title={t('location.longitude')}
        description={
          errors.longitude && <span className={styles.error}>{t(`location.${errors.longitude}`)}</span>
        }
      >
        <Input
          value={longitude}
          onChange={setLongitude}
          inputMode="decimal"
          placeholder={t('location.longitudePlaceholder')}
          aria-label={t('location.longitude')}
          data-testid="developer-longitude"
        />
      </List.Item>
      <List.Item title={t('location.presets')}>
        <div className={styles.presets}>
          {COORDINATE_PRESETS.map((preset) => (
            <Button
              key={preset.key}
              size="small"
              shape="rounded"
              onClick={() => {
                setLatitude(String(preset.latitude));
                setLongitude(String(preset.longitude));
                setErrors({});
              }}
              data-testid={`developer-preset-${preset.key}`}
            >
              {t(`presets.${preset.key}`)}
            </Button>
          ))}
        </div>
      </List.Item>
      <List.Item>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => {
            if (save(true)) showToast(t('location.saved'));
          }}
          data-testid="developer-location-save"
        >
          {t('location.save')}
        </Button>
      </List.Item>
    </List>
  );
}

function StoreShortcuts() {
  const { t } = useTranslation('developer');
  const navigate = useNavigate();
  const { data: stores, isPending, isError, refetch } = useDevOptionStores();
  let body;
  if (isPending) {
    body = (
      <List.Item>
        <SkeletonBlock width="70%" height={16} />
      </List.Item>
    );
  } else if (isError) {
    body = <ErrorState compact onRetry={() => void refetch()} />;
  } else if (stores.length === 0) {
    body = <EmptyState compact title={t('stores.emptyTitle')} description={t('stores.emptyDescription')} />;
  } else {
    body = stores.map((store) => (
      <List.Item
        key={store.storeId}
        description={store.storeId}
        onClick={() => void navigate(paths.merchant.getHref({ storeId: store.storeId }))}
        data-testid="developer-store"
      >
        {store.name || store.storeId}
      </List.Item>
    ));
  }
  return (
    <List className={cardList.cardList} header={t('stores.section')} data-testid="developer-stores">
      {body}
    </List>
  );
}

function IdList() {
  const { t } = useTranslation('developer');
  const userId = useSessionStore((state) => state.tokenInfo?.userId ?? '');
  const equipment = readEquipmentIds();
  const ids = [
    { key: 'deviceId', value: getDeviceId() },
    { key: 'sessionId', value: getSessionId() },
    { key: 'userId', value: userId },
    { key: 'guid', value: equipment.guid },
    { key: 'adId', value: equipment.gaid },
  ] as const;
  const copy = (value: string) => {
    navigator.clipboard
      .writeText(value)
      .then(() => showToast(t('ids.copied')))
      .catch(() => showToast(t('ids.copyFailed')));
  };
  return (
    <List className={cardList.cardList} header={t('ids.section')}>
      {ids.map(({ key, value }) => (
        <List.Item
          key={key}
          description={value ? <span className={styles.id}>{value}</span> : t('ids.none')}
          extra={
            value && (
              <button
                type="button"
                className={styles.copy}
                onClick={() => copy(value)}
                aria-label={t('ids.copy', { name: t(`ids.${key}`) })}
                data-testid={`developer-copy-${key}`}
              >
                <FileOutline />
              </button>
            )
          }
          data-testid={`developer-id-${key}`}
        >
          {t(`ids.${key}`)}
        </List.Item>
      ))}
    </List>
  );
}
