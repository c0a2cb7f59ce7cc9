import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { reportError } from '@/shared/monitoring/monitor';
import { NavBar } from '@/shared/ui/nav-bar';
import { isDebugAddress } from '../model/dev-address';
import { BRIDGE_METHODS, BRIDGE_SAMPLE_CALLS, type BridgeMethod } from '../model/dev-bridge-calls';
import { uploadCoverage, type CoverageUploadResult } from '../model/dev-coverage-upload';
import { useDevOptionsStore } from '@/shared/dev-options/dev-options-store';
import cardList from '@/shared/ui/card-list.module.css';
import styles from './developer-debug-page.module.css';

/** Reports from this page say where they came from, so nobody chases them as real faults. */
const DEBUG_CATEGORY = 'developer-debug';

function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** The developer debug page (spec §2): native plugin, error reporting and coverage tabs. */
export default function DeveloperDebugPage() {
  const { t } = useTranslation('developer');
  const enabled = useDevOptionsStore((state) => state.enabled);
  if (!enabled) return <Navigate to={paths.homeTab.getHref('account')} replace />;
  return (
    <main data-testid="developer-debug-page" className={styles.page}>
      <NavBar title={t('debug.title')} />
      <Tabs className={styles.tabs}>
        <Tabs.Tab title={t('debug.nativeTab')} key="native">
          <NativePluginTab />
        </Tabs.Tab>
        <Tabs.Tab title={t('debug.errorsTab')} key="errors">
          <ErrorReportingTab />
        </Tabs.Tab>
        <Tabs.Tab title={t('debug.coverageTab')} key="coverage">
          <CoverageTab />
        </Tabs.Tab>
      </Tabs>
    </main>
  );
}

function NativePluginTab() {
  const { t } = useTranslation('developer');
  const [answers, setAnswers] = useState<Partial<Record<BridgeMethod, string>>>({});
  const call = async (method: BridgeMethod) => {
    const answer = await BRIDGE_SAMPLE_CALLS[method]();
    setAnswers((current) => ({ ...current, [method]: toJson(answer) }));
  };
  return (
    <List className={cardList.cardList} data-testid="developer-bridge-list">
      {BRIDGE_METHODS.map((method) => (
        <List.Item
          key={method}
          description={
            answers[method] && (
              <pre className={styles.json} data-testid={`developer-bridge-answer-${method}`}>
                {answers[method]}
              </pre>
            )
          }
          extra={
            <Button
              size="mini"
              shape="rounded"
              onClick={() => void call(method)}
              data-testid={`developer-bridge-${method}`}
            >
              {t('debug.call')}
            </Button>
          }
        >
          <code className={styles.method}>{method}</code>
        </List.Item>
      ))}
    </List>
  );
}

function ErrorReportingTab() {
  const { t } = useTranslation('developer');
  const [sent, setSent] = useState('');
  const report = (error: Error, kind: string) => {
    const context = { category: DEBUG_CATEGORY, page: paths.developerDebug.path };
    reportError(error, context);
    setSent(toJson({ kind, name: error.name, message: error.message, context }));
  };
  const reportRejection = () => {
    // A rejection the page handles itself: it reaches monitoring only through reportError.
    Promise.reject(new Error(t('debug.rejectionMessage'))).catch((error: unknown) => {
      report(error instanceof Error ? error : new Error(String(error)), 'rejection');
    });
  };
  return (
    <section className={styles.panel}>
      <p className={styles.hint}>{t('debug.errorsHint')}</p>
      <Button
        block
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={() => report(new Error(t('debug.errorMessage')), 'error')}
        data-testid="developer-report-error"
      >
        {t('debug.reportError')}
      </Button>
      <Button
        block
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={reportRejection}
        data-testid="developer-report-rejection"
      >
        {t('debug.reportRejection')}
      </Button>
      {sent && (
        <>
          <h2 className={styles.subtitle}>{t('debug.sent')}</h2>
          <pre className={styles.json} data-testid="developer-report-sent">
            {sent}
          </pre>
        </>
      )}
    </section>
  );
}

function CoverageTab() {
  const { t } = useTranslation('developer');
  const [address, setAddress] = useState('');
  const [token, setToken] = useState('');
  const [addressError, setAddressError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<CoverageUploadResult | null>(null);

  const upload = async () => {
    if (!isDebugAddress(address)) {
      setAddressError(true);
      return;
    }
    setAddressError(false);
    setUploading(true);
    setResult(await uploadCoverage(address, token));
    setUploading(false);
  };

  return (
    <section className={styles.panel}>
      <List className={styles.form}>
        <List.Item
          title={t('debug.address')}
          description={
            addressError && (
              <span className={styles.error} data-testid="developer-address-error">
                {t('debug.notAnAddress')}
              </span>
            )
          }
        >
          <Input
            value={address}
            onChange={(value) => {
              setAddress(value);
              setAddressError(false);
            }}
            type="url"
            placeholder={t('debug.addressPlaceholder')}
            aria-label={t('debug.address')}
            data-testid="developer-address"
          />
        </List.Item>
        <List.Item title={t('debug.token')}>
          <Input
            value={token}
            onChange={setToken}
            placeholder={t('debug.tokenPlaceholder')}
            aria-label={t('debug.token')}
            data-testid="developer-token"
          />
        </List.Item>
      </List>
      <Button
        block
        shape="rounded"
        color="primary"
        loading={uploading}
        onClick={() => void upload()}
        data-testid="developer-upload"
      >
        {t('debug.upload')}
      </Button>
      {result && (
        <p className={result.ok ? styles.success : styles.error} data-testid="developer-upload-result">
          {result.ok
            ? t('debug.uploadOk', { status: result.status })
            : result.status === undefined
              ? t('debug.uploadError', { error: result.error ?? '' })
              : t('debug.uploadFailed', { status: result.status })}
        </p>
      )}
    </section>
  );
}
