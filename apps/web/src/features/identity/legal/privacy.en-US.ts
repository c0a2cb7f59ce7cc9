import type { LegalDocument } from './legal-document';

const privacy: LegalDocument = {
  updated: '2026-11-01',
  intro:
    'This Privacy Policy explains what personal data Lahap collects, why, how long we keep it and the rights you have under Indonesia’s Personal Data Protection Law (UU PDP, Law No. 27 of 2022).',
  sections: [
    {
      heading: '1. Data we collect',
      paragraphs: [
        'Account data: your mobile number, nickname and profile photo.',
        'Device data: device identifiers, app version, operating system, language and, in the app, a push notification token.',
        'Location: your approximate or precise location when you allow it, to show nearby restaurants and check voucher redemption at a store.',
        'Activity: coupons you claim, vouchers you buy and redeem, orders, favourites and searches.',
      ],
    },
    {
      heading: '2. Why we use it',
      paragraphs: [
        'To create and secure your account (including sending login codes and preventing fraud), to show relevant deals nearby, to process orders and payments, to provide customer support, and to improve the service. We rely on your consent, on performing our contract with you and on our legitimate interests, as UU PDP allows.',
        'We do not sell your personal data.',
      ],
    },
    {
      heading: '3. Sharing',
      paragraphs: [
        'We share only what is needed with the restaurant that redeems your voucher, with payment providers, with SMS and hosting providers acting on our instructions, and with authorities where the law requires it.',
      ],
    },
    {
      heading: '4. Retention',
      paragraphs: [
        'We keep account data while your account is active. After you delete your account, we anonymise your personal data, except order and payment records that Indonesian tax and accounting law requires us to keep (generally 10 years). Login codes expire after 5 minutes.',
      ],
    },
    {
      heading: '5. Your rights',
      paragraphs: [
        'Under UU PDP you may ask to access and obtain a copy of your data, correct it, delete it or restrict its processing, withdraw consent, and object to decisions based solely on automated processing. You can edit your profile and delete your account in the app at any time.',
      ],
    },
    {
      heading: '6. Security',
      paragraphs: [
        'We protect your data with encryption in transit, hashed codes and tokens, and access controls. If a breach affects you, we will notify you and the authorities as UU PDP requires.',
      ],
    },
    {
      heading: '7. Contact',
      paragraphs: [
        'To exercise your rights or ask about this policy, contact our data protection officer at privacy@lahap.id.',
      ],
    },
  ],
};

export default privacy;
