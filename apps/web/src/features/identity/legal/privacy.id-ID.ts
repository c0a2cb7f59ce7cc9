import type { LegalDocument } from './legal-document';

const privacy: LegalDocument = {
  updated: '2026-11-01',
  intro:
    'Kebijakan Privasi ini menjelaskan data pribadi apa yang dikumpulkan Lahap, untuk apa, berapa lama disimpan, dan hak-hakmu menurut Undang-Undang Pelindungan Data Pribadi (UU PDP, UU No. 27 Tahun 2022).',
  sections: [
    {
      heading: '1. Data yang kami kumpulkan',
      paragraphs: [
        'Data akun: nomor HP, nama panggilan, dan foto profil.',
        'Data perangkat: pengenal perangkat, versi aplikasi, sistem operasi, bahasa, dan di aplikasi, token notifikasi.',
        'Lokasi: lokasi perkiraan atau tepat jika kamu mengizinkan, untuk menampilkan restoran terdekat dan memeriksa penukaran voucher di toko.',
        'Aktivitas: kupon yang diklaim, voucher yang dibeli dan ditukar, pesanan, favorit, dan pencarian.',
      ],
    },
    {
      heading: '2. Untuk apa kami menggunakannya',
      paragraphs: [
        'Untuk membuat dan mengamankan akunmu (termasuk mengirim kode masuk dan mencegah kecurangan), menampilkan promo terdekat yang relevan, memproses pesanan dan pembayaran, memberi layanan pelanggan, dan meningkatkan layanan. Dasar pemrosesannya adalah persetujuanmu, pelaksanaan perjanjian denganmu, dan kepentingan yang sah, sebagaimana diatur UU PDP.',
        'Kami tidak menjual data pribadimu.',
      ],
    },
    {
      heading: '3. Berbagi data',
      paragraphs: [
        'Kami hanya membagikan data yang diperlukan kepada restoran yang menukarkan vouchermu, penyedia pembayaran, penyedia SMS dan hosting yang bekerja atas instruksi kami, serta instansi berwenang jika diwajibkan hukum.',
      ],
    },
    {
      heading: '4. Masa penyimpanan',
      paragraphs: [
        'Data akun disimpan selama akunmu aktif. Setelah akun dihapus, data pribadimu dianonimkan, kecuali catatan pesanan dan pembayaran yang wajib disimpan menurut ketentuan perpajakan dan akuntansi Indonesia (umumnya 10 tahun). Kode masuk kedaluwarsa setelah 5 menit.',
      ],
    },
    {
      heading: '5. Hak-hakmu',
      paragraphs: [
        'Menurut UU PDP kamu berhak mengakses dan memperoleh salinan datamu, memperbaikinya, menghapusnya atau membatasi pemrosesannya, menarik persetujuan, serta berkeberatan atas keputusan yang semata-mata didasarkan pada pemrosesan otomatis. Kamu dapat mengubah profil dan menghapus akun di aplikasi kapan saja.',
      ],
    },
    {
      heading: '6. Keamanan',
      paragraphs: [
        'Kami melindungi datamu dengan enkripsi saat dikirim, kode dan token yang di-hash, serta kontrol akses. Jika terjadi kegagalan pelindungan data yang berdampak padamu, kami akan memberi tahu kamu dan otoritas sesuai UU PDP.',
      ],
    },
    {
      heading: '7. Kontak',
      paragraphs: [
        'Untuk menggunakan hakmu atau bertanya tentang kebijakan ini, hubungi petugas pelindungan data kami di privacy@lahap.id.',
      ],
    },
  ],
};

export default privacy;
