import { formatRupiah } from '@lahap/contract/format';
import { escapeHtmlAttribute } from '../../../lib/html.js';
import type { SandboxCharge } from './sandbox-provider.js';

const escape = escapeHtmlAttribute;

const WALLET_NAMES: Readonly<Record<string, string>> = {
  QRIS: 'QRIS',
  GOPAY: 'GoPay',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'ShopeePay',
};

const STATUS_LINES: Readonly<Record<SandboxCharge['status'] | 'EXPIRED', [string, string]>> = {
  PENDING: ['Menunggu persetujuanmu', 'Waiting for your approval'],
  PAID: ['Pembayaran berhasil', 'Payment successful'],
  DECLINED: ['Pembayaran ditolak', 'Payment declined'],
  CANCELLED: ['Tagihan dibatalkan oleh merchant', 'Charge cancelled by the merchant'],
  EXPIRED: ['Tagihan sudah kedaluwarsa', 'This charge has expired'],
};

/**
 * The sandbox's bank-app page: what a customer's e-wallet or bank app shows for a charge, with
 * Pay and Decline. Plain HTML forms (no script), so it works under the app's CSP and on any phone.
 */
export function sandboxPage(charge: SandboxCharge | undefined, paymentId: string, now: number): string {
  const body = charge
    ? chargeBody(charge, paymentId, now)
    : `<p class="status">Tagihan tidak ditemukan · Charge not found</p>`;
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Bank · Lahap</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef2f7; color: #1f2937; }
  main { max-width: 420px; margin: 0 auto; padding: 24px 16px; }
  .bank { font-weight: 700; color: #1d4ed8; letter-spacing: .02em; }
  .card { background: #fff; border-radius: 16px; padding: 20px; margin-top: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .amount { font-size: 32px; font-weight: 700; margin: 8px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 16px 0 0; }
  dt { color: #4b5563; } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .status { font-weight: 600; margin: 16px 0 0; }
  .actions { display: grid; gap: 12px; margin-top: 24px; }
  button, .back { display: block; width: 100%; box-sizing: border-box; border: 0; border-radius: 12px; padding: 14px;
    font-size: 17px; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .pay { background: #15803d; color: #fff; } .decline { background: #fff; color: #b91c1c; border: 1px solid #b91c1c; }
  .back { background: #1d4ed8; color: #fff; margin-top: 24px; }
  .note { color: #4b5563; font-size: 13px; margin-top: 24px; }
</style>
</head>
<body><main>
<div class="bank">SANDBOX BANK</div>
${body}
<p class="note">Halaman uji coba: tidak ada uang sungguhan yang berpindah. · A test page: no real money moves.</p>
</main></body>
</html>`;
}

function chargeBody(charge: SandboxCharge, paymentId: string, now: number): string {
  const expired = charge.status === 'PENDING' && charge.expires_at_ms <= now;
  const [id, en] = STATUS_LINES[expired ? 'EXPIRED' : charge.status];
  const action = (path: string) => `/sandbox/pay/${encodeURIComponent(paymentId)}/${path}`;
  const actions =
    charge.status === 'PENDING' && !expired
      ? `<div class="actions">
  <form method="post" action="${escape(action('approve'))}"><button class="pay" type="submit">Bayar · Pay</button></form>
  <form method="post" action="${escape(action('decline'))}"><button class="decline" type="submit">Tolak · Decline</button></form>
</div>`
      : '';
  const back = charge.return_url
    ? `<a class="back" href="${escape(charge.return_url)}">Kembali ke Lahap · Back to Lahap</a>`
    : '';
  return `<section class="card" aria-labelledby="charge-title">
  <h1 id="charge-title" style="font-size:17px;margin:0">Lahap</h1>
  <div class="amount">${escape(formatRupiah(charge.amount))}</div>
  <dl>
    <dt>Untuk · For</dt><dd>${escape(charge.description)}</dd>
    <dt>Metode · Method</dt><dd>${escape(WALLET_NAMES[charge.pay_method] ?? charge.pay_method)}</dd>
    <dt>Referensi · Ref.</dt><dd>${escape(charge.ref)}</dd>
  </dl>
  <p class="status" role="status">${escape(id)} · ${escape(en)}</p>
  ${actions}
  ${charge.status === 'PENDING' && !expired ? '' : back}
</section>`;
}
