import type { LegalDocument } from './legal-document';

const terms: LegalDocument = {
  updated: '2026-11-01',
  intro:
    'These Terms of Service govern your use of the Lahap app and website, which help you find food discounts, claim coupons and buy dine-out vouchers from restaurants in Indonesia. By creating an account or using Lahap you agree to these terms.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You sign in with an Indonesian mobile number and a one-time code sent by SMS. You must be at least 17 years old, or have the consent of a parent or guardian, to create an account.',
        'Keep your phone and codes to yourself. You are responsible for what happens in your account. Tell us at once if you believe someone else has used it.',
        'One person may hold one account. We may suspend or close accounts that break these terms, abuse promotions or put other users at risk.',
      ],
    },
    {
      heading: '2. Coupons and vouchers',
      paragraphs: [
        'Coupons and vouchers are offered by participating restaurants and by Lahap. Each one shows its value, validity period, participating stores and conditions. Those conditions apply in addition to these terms.',
        'Coupons have no cash value, cannot be exchanged for money and may not be sold or transferred unless the offer says so. A coupon can be used once per order, and red envelopes do not stack.',
        'Expired or used coupons cannot be restored. Where a restaurant cannot honour a valid voucher, contact us and we will help arrange a refund or replacement.',
      ],
    },
    {
      heading: '3. Payments and refunds',
      paragraphs: [
        'Prices are shown in Indonesian rupiah (IDR) and include applicable taxes unless stated otherwise. Payments are processed by licensed payment providers, including QRIS; Lahap does not store your full card or wallet credentials.',
        'Unused vouchers may be refunded within their validity period where the offer allows it. Refunds go back to the original payment method, and processing times depend on the provider.',
      ],
    },
    {
      heading: '4. Acceptable use',
      paragraphs: [
        'Do not use Lahap for anything unlawful, use bots or scripts to claim offers, create fake accounts, resell vouchers without permission, interfere with the service or post content that is offensive or infringes the rights of others.',
      ],
    },
    {
      heading: '5. Restaurants and their food',
      paragraphs: [
        'Restaurants are independent businesses and are responsible for their food, hygiene, halal status claims, opening hours and service. Information about stores is provided by them and may change without notice.',
      ],
    },
    {
      heading: '6. Liability',
      paragraphs: [
        'Lahap is provided "as is". To the extent permitted by Indonesian law, we are not liable for indirect or consequential losses, or for losses caused by restaurants, payment providers or events beyond our reasonable control. Nothing in these terms limits rights you have under the Consumer Protection Law (UU No. 8/1999).',
      ],
    },
    {
      heading: '7. Changes',
      paragraphs: [
        'We may update these terms. We will tell you about material changes in the app before they take effect. If you keep using Lahap after that, you accept the new terms.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Indonesia. We will first try to settle any dispute amicably; failing that, it will be brought before the competent court in Jakarta.',
      ],
    },
    {
      heading: '9. Contact',
      paragraphs: ['Questions about these terms: support@lahap.id.'],
    },
  ],
};

export default terms;
