import type { LegalDocument } from './legal-document';

const terms: LegalDocument = {
  updated: '2026-11-01',
  intro:
    'Syarat Layanan ini mengatur penggunaan aplikasi dan situs Lahap, yang membantu kamu menemukan promo makanan, mengklaim kupon, dan membeli voucher makan di restoran di Indonesia. Dengan membuat akun atau menggunakan Lahap, kamu menyetujui syarat ini.',
  sections: [
    {
      heading: '1. Akunmu',
      paragraphs: [
        'Kamu masuk dengan nomor HP Indonesia dan kode sekali pakai yang dikirim lewat SMS. Kamu harus berusia minimal 17 tahun, atau memiliki izin orang tua atau wali, untuk membuat akun.',
        'Jaga kerahasiaan HP dan kodemu. Kamu bertanggung jawab atas semua aktivitas di akunmu. Segera beri tahu kami jika kamu menduga orang lain menggunakannya.',
        'Satu orang hanya boleh memiliki satu akun. Kami dapat menangguhkan atau menutup akun yang melanggar syarat ini, menyalahgunakan promo, atau membahayakan pengguna lain.',
      ],
    },
    {
      heading: '2. Kupon dan voucher',
      paragraphs: [
        'Kupon dan voucher ditawarkan oleh restoran mitra dan oleh Lahap. Setiap kupon mencantumkan nilai, masa berlaku, toko yang berpartisipasi, dan ketentuannya. Ketentuan tersebut berlaku selain syarat ini.',
        'Kupon tidak memiliki nilai tunai, tidak dapat ditukar dengan uang, dan tidak boleh dijual atau dialihkan kecuali dinyatakan dalam penawaran. Satu kupon hanya untuk satu pesanan, dan angpao tidak dapat digabung.',
        'Kupon yang kedaluwarsa atau sudah dipakai tidak dapat dipulihkan. Jika restoran tidak dapat menerima voucher yang masih berlaku, hubungi kami dan kami akan membantu pengembalian dana atau penggantian.',
      ],
    },
    {
      heading: '3. Pembayaran dan pengembalian dana',
      paragraphs: [
        'Harga ditampilkan dalam rupiah (IDR) dan sudah termasuk pajak yang berlaku kecuali dinyatakan lain. Pembayaran diproses oleh penyedia pembayaran berizin, termasuk QRIS; Lahap tidak menyimpan data lengkap kartu atau dompet digitalmu.',
        'Voucher yang belum dipakai dapat dikembalikan dananya selama masa berlaku jika penawaran mengizinkan. Dana dikembalikan ke metode pembayaran semula, dan lamanya bergantung pada penyedia.',
      ],
    },
    {
      heading: '4. Penggunaan yang wajar',
      paragraphs: [
        'Jangan gunakan Lahap untuk hal yang melanggar hukum, memakai bot atau skrip untuk mengklaim promo, membuat akun palsu, menjual ulang voucher tanpa izin, mengganggu layanan, atau mengunggah konten yang menyinggung atau melanggar hak orang lain.',
      ],
    },
    {
      heading: '5. Restoran dan makanannya',
      paragraphs: [
        'Restoran adalah usaha mandiri yang bertanggung jawab atas makanan, kebersihan, klaim halal, jam buka, dan layanannya. Informasi toko berasal dari restoran dan dapat berubah tanpa pemberitahuan.',
      ],
    },
    {
      heading: '6. Tanggung jawab',
      paragraphs: [
        'Lahap disediakan "sebagaimana adanya". Sejauh diizinkan hukum Indonesia, kami tidak bertanggung jawab atas kerugian tidak langsung, atau kerugian yang disebabkan oleh restoran, penyedia pembayaran, atau keadaan di luar kendali wajar kami. Tidak ada dalam syarat ini yang membatasi hakmu menurut Undang-Undang Perlindungan Konsumen (UU No. 8/1999).',
      ],
    },
    {
      heading: '7. Perubahan',
      paragraphs: [
        'Kami dapat memperbarui syarat ini. Perubahan penting akan kami beritahukan di aplikasi sebelum berlaku. Jika kamu tetap menggunakan Lahap setelahnya, kamu menerima syarat yang baru.',
      ],
    },
    {
      heading: '8. Hukum yang berlaku',
      paragraphs: [
        'Syarat ini tunduk pada hukum Republik Indonesia. Sengketa akan kami upayakan selesai secara musyawarah terlebih dahulu; jika tidak berhasil, sengketa diajukan ke pengadilan yang berwenang di Jakarta.',
      ],
    },
    {
      heading: '9. Kontak',
      paragraphs: ['Pertanyaan tentang syarat ini: support@lahap.id.'],
    },
  ],
};

export default terms;
